/**
 * Razorpay Checkout (see docs/shop/rules.md, Payment): its script is loaded at checkout time, not on start, and opened with
 * the order's options. Used when VITE_RAZORPAY_KEY_ID is set; the in-browser back end lets requests
 * to Razorpay's hosts pass through.
 */
import {
  PaymentError,
  type PaymentOptions,
  type PaymentProvider,
  type PaymentResult,
} from '@/domain/payment';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const SCRIPT_FAILED_MESSAGE = 'Razorpay SDK failed to load, check your internet connection';
/**
 * How long the script may take to arrive: as long as any call from the page (src/api/client.ts).
 * A stalled connection otherwise leaves Place Order spinning until the browser gives up, minutes on.
 */
export const SCRIPT_TIMEOUT_MS = 10_000;

/** The part of Razorpay's browser API this provider uses. */
interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error?: { description?: string } }) => void,
  ): void;
}
/** What Razorpay's handler receives for an order-based payment (its signature covers both ids). */
interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayCheckoutOptions extends Omit<PaymentOptions, 'orderId' | 'receipt'> {
  key: string;
  order_id: string;
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}
export type RazorpayConstructor = new (options: RazorpayCheckoutOptions) => RazorpayInstance;

/** What the loader touches, so a unit test can hand it a fake document and window. */
export interface ScriptHost {
  document: Pick<Document, 'createElement' | 'head'>;
  window: { Razorpay?: RazorpayConstructor };
}

const browserHost = (): ScriptHost => ({
  document,
  window: window as unknown as ScriptHost['window'],
});

export function createRazorpayProvider(
  key: string,
  host: () => ScriptHost = browserHost,
): PaymentProvider {
  let loading: Promise<void> | null = null;

  function load(): Promise<void> {
    const { document: doc, window: win } = host();
    if (win.Razorpay) return Promise.resolve();
    loading ??= new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = RAZORPAY_SCRIPT_URL;
      script.async = true;
      let settled = false;
      const late = setTimeout(fail, SCRIPT_TIMEOUT_MS);
      script.onload = () => {
        if (settled) return;
        if (!win.Razorpay) return fail();
        settled = true;
        clearTimeout(late);
        resolve();
      };
      script.onerror = fail;
      function fail() {
        // Once: a script that answers after its time is up must not undo a later attempt.
        if (settled) return;
        settled = true;
        clearTimeout(late);
        script.remove();
        // A later Place Order tries again (the connection may be back).
        loading = null;
        reject(new PaymentError('script', SCRIPT_FAILED_MESSAGE));
      }
      doc.head.appendChild(script);
    });
    return loading;
  }

  function open(options: PaymentOptions): Promise<PaymentResult> {
    const Razorpay = host().window.Razorpay;
    if (!Razorpay) return Promise.reject(new PaymentError('script', SCRIPT_FAILED_MESSAGE));
    return new Promise<PaymentResult>((resolve, reject) => {
      // Razorpay keeps its window open after a failed attempt so the shopper can retry; settle
      // only on success or on close, reporting the last failure if there was one.
      let lastFailure: string | null = null;
      // The receipt is the shop's: Razorpay's order already carries it.
      const { orderId, receipt: _receipt, ...rest } = options;
      const checkout = new Razorpay({
        ...rest,
        key,
        order_id: orderId,
        handler: (response) =>
          resolve({
            paymentId: response.razorpay_payment_id,
            orderId: response.razorpay_order_id,
            signature: response.razorpay_signature,
          }),
        modal: {
          ondismiss: () =>
            reject(
              lastFailure
                ? new PaymentError('failed', lastFailure)
                : new PaymentError('dismissed', 'Payment cancelled.'),
            ),
        },
      });
      checkout.on('payment.failed', (response) => {
        lastFailure = response.error?.description ?? 'The payment failed.';
      });
      checkout.open();
    });
  }

  return { provider: 'razorpay', load, open };
}
