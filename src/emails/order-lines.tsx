/** The order's lines and total, as every order email shows them: a table a screen reader can read. */
import { formatRupees } from '@/domain/format';
import { formatEmailDate, priceBreakdown, type OrderEmailOrder } from './order-email';
import { EMAIL_COLOURS as C, EMAIL_FONT } from './tokens';

const cell = {
  fontFamily: EMAIL_FONT,
  fontSize: 14,
  lineHeight: '20px',
  color: C.neutral900,
  padding: '8px 0',
  borderBottom: `1px solid ${C.neutral200}`,
  verticalAlign: 'top',
} as const;
const head = { ...cell, color: C.neutral600, fontWeight: 600, fontSize: 12, lineHeight: '16px' };

export function OrderLines({ order }: { order: OrderEmailOrder }) {
  const { items, delivery, coupon } = priceBreakdown(order);
  return (
    <>
      <h2
        style={{
          fontFamily: EMAIL_FONT,
          margin: '0 0 4px',
          fontSize: 18,
          lineHeight: '28px',
          fontWeight: 700,
          color: C.neutral900,
        }}
      >
        Order {order.id}
      </h2>
      <p
        style={{
          fontFamily: EMAIL_FONT,
          margin: '0 0 8px',
          fontSize: 14,
          lineHeight: '20px',
          color: C.neutral600,
        }}
      >
        Placed on {formatEmailDate(order.createdAt)} ·{' '}
        {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online'}
      </p>
      <table
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse', width: '100%' }}
      >
        <thead>
          <tr>
            <th scope="col" style={{ ...head, textAlign: 'left' }}>
              Item
            </th>
            <th scope="col" style={{ ...head, textAlign: 'right', paddingLeft: 12 }}>
              Qty
            </th>
            <th scope="col" style={{ ...head, textAlign: 'right', paddingLeft: 12 }}>
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td style={cell}>
                <span style={{ fontWeight: 600 }}>{line.name}</span>
                <br />
                <span style={{ color: C.neutral600 }}>
                  {line.brand} {line.size}
                </span>
              </td>
              <td style={{ ...cell, textAlign: 'right', paddingLeft: 12 }}>{line.qty}</td>
              <td style={{ ...cell, textAlign: 'right', paddingLeft: 12, whiteSpace: 'nowrap' }}>
                {formatRupees(line.price * line.qty)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <SumRow label="Items" amount={formatRupees(items)} />
          <SumRow label="Shipping" amount={formatRupees(delivery)} />
          {coupon > 0 && (
            <SumRow
              label={`Coupon ${order.couponCode ?? ''}`.trim()}
              amount={`−${formatRupees(coupon)}`}
            />
          )}
          <tr>
            <th
              scope="row"
              colSpan={2}
              style={{ ...cell, textAlign: 'left', fontWeight: 700, borderBottom: 'none' }}
            >
              Total
            </th>
            <td
              style={{
                ...cell,
                textAlign: 'right',
                fontWeight: 700,
                borderBottom: 'none',
                whiteSpace: 'nowrap',
              }}
            >
              {formatRupees(order.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p
        style={{
          fontFamily: EMAIL_FONT,
          margin: '12px 0 0',
          fontSize: 14,
          lineHeight: '20px',
          color: C.neutral600,
        }}
      >
        Delivering to {order.shipTo.name}, {order.shipTo.city}, {order.shipTo.state}{' '}
        {order.shipTo.pincode}
      </p>
    </>
  );
}

function SumRow({ label, amount }: { label: string; amount: string }) {
  return (
    <tr>
      <th scope="row" colSpan={2} style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
        {label}
      </th>
      <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>{amount}</td>
    </tr>
  );
}
