/**
 * Said on every page when the shop takes test payments only (server mode without Razorpay's keys:
 * the simulated sheet, charged by the server with test cards and UPI ids), so no shopper mistakes
 * it for a shop that takes their money.
 */
import { FlaskConical } from 'lucide-react';

export const TEST_PAYMENTS_NOTICE =
  'Test payments: this shop takes test cards and UPI ids only, never real money.';

function TestPaymentsBanner() {
  return (
    <p
      role="note"
      className="flex items-center justify-center gap-2 border-b border-warning-500 bg-warning-50 px-4 py-1.5 text-center text-sm text-neutral-900"
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0 text-warning-800" />
      {TEST_PAYMENTS_NOTICE}
    </p>
  );
}

export { TestPaymentsBanner };
