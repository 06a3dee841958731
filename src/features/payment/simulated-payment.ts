/**
 * The simulated provider used without a Razorpay key: `open` asks an in-page sheet (rendered by
 * SimulatedPaymentHost) and settles when the shopper pays or cancels. A tiny external store holds
 * the one pending request, so the host can be mounted anywhere and tests can drive it directly.
 */
import {
  PaymentError,
  type PaymentOptions,
  type PaymentProvider,
  type PaymentResult,
} from '@/domain/payment';
import { SIMULATED_PAYMENT_SECRET, signPayment } from '@/domain/payment-signature';
import { createListeners } from '@/lib/external-store';
import { newPaymentId } from '@/domain/payment-id';

export interface PaymentRequest {
  /** Counts up per request, so each one gets a fresh sheet. */
  id: number;
  options: PaymentOptions;
}

/** How a sheet ends: paid, failed (declined card, failing UPI id) or closed. */
export type SheetOutcome =
  { status: 'paid' } | { status: 'failed'; message: string } | { status: 'dismissed' };

export class SimulatedPayment implements PaymentProvider {
  readonly provider = 'simulated' as const;
  private pending: {
    request: PaymentRequest;
    resolve: (result: PaymentResult) => void;
    reject: (error: PaymentError) => void;
  } | null = null;
  private readonly listeners = createListeners();
  private requests = 0;

  constructor(private readonly makeId: () => string = () => newPaymentId()) {}

  /** Nothing to fetch: the sheet ships with the app. */
  load(): Promise<void> {
    return Promise.resolve();
  }

  open(options: PaymentOptions): Promise<PaymentResult> {
    // One sheet at a time: a second open while one is showing is refused, not stacked.
    if (this.pending) {
      return Promise.reject(new PaymentError('failed', 'A payment is already in progress.'));
    }
    return new Promise<PaymentResult>((resolve, reject) => {
      this.requests += 1;
      this.pending = { request: { id: this.requests, options }, resolve, reject };
      this.emit();
    });
  }

  /** The request the sheet should show, or null. Stable between changes (useSyncExternalStore). */
  getRequest = (): PaymentRequest | null => this.pending?.request ?? null;

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);

  /** Ends the pending request with the sheet's outcome. */
  settle(outcome: SheetOutcome): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.emit();
    if (outcome.status === 'paid') {
      // Signed as Razorpay signs, with the simulated provider's own secret: the server verifies it.
      const paymentId = this.makeId();
      const { orderId } = pending.request.options;
      signPayment(SIMULATED_PAYMENT_SECRET, orderId, paymentId).then(
        (signature) => pending.resolve({ paymentId, orderId, signature }),
        (error: unknown) =>
          pending.reject(
            new PaymentError(
              'failed',
              error instanceof Error ? error.message : 'The payment could not be signed.',
            ),
          ),
      );
    } else if (outcome.status === 'failed')
      pending.reject(new PaymentError('failed', outcome.message));
    else pending.reject(new PaymentError('dismissed', 'Payment cancelled.'));
  }

  private emit() {
    this.listeners.notify();
  }
}
