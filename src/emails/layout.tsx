/**
 * The frame every order email shares, in the shop's look: the Glamour wordmark, a white card on a
 * light grey page, the message, the order's button, and the footer. Tables and inline styles only,
 * which is what mail clients render alike.
 */
import type { ReactNode } from 'react';
import { EMAIL_COLOURS as C, EMAIL_FONT, EMAIL_WIDTH } from './tokens';

const text = { fontFamily: EMAIL_FONT, color: C.neutral900, fontSize: 16, lineHeight: '24px' };

export interface EmailLayoutProps {
  /** The short line mail clients show after the subject in the inbox (hidden in the message). */
  preview: string;
  headline: string;
  intro: readonly string[];
  action: { label: string; href: string };
  /** The order's details, under the introduction. */
  children: ReactNode;
  publicUrl: string;
}

export function EmailLayout({
  preview,
  headline,
  intro,
  action,
  children,
  publicUrl,
}: EmailLayoutProps) {
  return (
    <div style={{ margin: 0, padding: '24px 12px', backgroundColor: C.neutral100 }}>
      <div
        style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0, fontSize: 1 }}
        aria-hidden="true"
      >
        {preview}
      </div>
      <table
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ maxWidth: EMAIL_WIDTH, margin: '0 auto', borderCollapse: 'collapse' }}
      >
        <tbody>
          <tr>
            <td style={{ padding: '0 8px 16px' }}>
              <a
                href={publicUrl}
                style={{
                  ...text,
                  fontSize: 20,
                  lineHeight: '28px',
                  fontWeight: 700,
                  color: C.brand800,
                  textDecoration: 'none',
                }}
              >
                Glamour
              </a>
            </td>
          </tr>
          <tr>
            <td
              style={{
                backgroundColor: C.neutral0,
                border: `1px solid ${C.neutral200}`,
                borderRadius: 12,
                padding: 24,
              }}
            >
              <h1
                style={{
                  ...text,
                  margin: '0 0 12px',
                  fontSize: 24,
                  lineHeight: '32px',
                  fontWeight: 700,
                }}
              >
                {headline}
              </h1>
              {intro.map((sentence) => (
                <p key={sentence} style={{ ...text, margin: '0 0 12px', color: C.neutral700 }}>
                  {sentence}
                </p>
              ))}
              <p style={{ margin: '20px 0 24px' }}>
                <a
                  href={action.href}
                  style={{
                    ...text,
                    display: 'inline-block',
                    padding: '12px 20px',
                    borderRadius: 8,
                    backgroundColor: C.brand700,
                    color: C.neutral0,
                    fontWeight: 600,
                    textDecoration: 'none',
                  }}
                >
                  {action.label}
                </a>
              </p>
              {children}
            </td>
          </tr>
          <tr>
            <td style={{ padding: '16px 8px 0' }}>
              <p
                style={{
                  ...text,
                  margin: 0,
                  fontSize: 12,
                  lineHeight: '16px',
                  color: C.neutral600,
                }}
              >
                You receive this email because you ordered from Glamour. Prices in rupees, inclusive
                of all taxes.
              </p>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
