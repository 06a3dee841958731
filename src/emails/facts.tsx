/** A tinted box of label and value pairs: the tracking number, the refund, the return window. */
import { EMAIL_COLOURS as C, EMAIL_FONT } from './tokens';

const text = { fontFamily: EMAIL_FONT, fontSize: 14, lineHeight: '20px', margin: 0 } as const;

export function Facts({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{
        borderCollapse: 'collapse',
        backgroundColor: C.brand50,
        borderRadius: 8,
        margin: '0 0 24px',
      }}
    >
      <tbody>
        {items.map(({ label, value }) => (
          <tr key={label}>
            <td style={{ padding: '8px 16px' }}>
              <p style={{ ...text, color: C.neutral600 }}>{label}</p>
              <p
                style={{
                  ...text,
                  color: C.neutral900,
                  fontWeight: 700,
                  fontSize: 16,
                  lineHeight: '24px',
                }}
              >
                {value}
              </p>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
