/** Payment ids in Razorpay's shape: 'pay_' and 14 letters or digits. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const PAYMENT_ID_PATTERN = /^pay_[A-Za-z0-9]{14}$/;

export function newPaymentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  // 62 does not divide 256, so the first letters are a hair likelier: fine for a simulated id.
  return `pay_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}
