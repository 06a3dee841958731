/**
 * The simulated provider used without a Razorpay key: `open` asks an in-page sheet (rendered by
 * SimulatedPaymentHost) and settles when the shopper's test payment is charged (./test-charge.ts:
 * by the server in server mode) or the sheet is closed. A tiny external store holds the one pending
 * request, so the host can be mounted anywhere and tests can drive it directly.
 */
import {
  PaymentError,
  type PaymentOptions,
  type PaymentProvider,
  type PaymentResult,
} from '@/domain/payment';
import type { TestPayment } from '@/domain/test-payments';
import { createListeners } from '@/lib/external-store';
import { defaultCharge, type ChargeTestPayment } from './test-charge';

export interface PaymentRequest {
  /** Counts up per request, so each one gets a fresh sheet. */
  id: number;
  options: PaymentOptions;
}

/** How a sheet ends: the shopper pays with a test card or UPI id, or closes it. */
export type SheetOutcome = { status: 'pay'; payment: TestPayment } | { status: 'dismissed' };

export class SimulatedPayment implements PaymentProvider {
  readonly provider = 'simulated' as const;
  private pending: {
    request: PaymentRequest;
    resolve: (result: PaymentResult) => void;
    reject: (error: PaymentError) => void;
  } | null = null;
  private readonly listeners = createListeners();
  private requests = 0;
  /** A payment is being charged: the sheet stays (processing) until the charge answers. */
  private charging = false;

  constructor(private readonly charge: ChargeTestPayment = defaultCharge) {}

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

  /** Ends the pending request with the sheet's outcome (a payment once it has been charged). */
  settle(outcome: SheetOutcome): void {
    const pending = this.pending;
    if (!pending || this.charging) return;
    if (outcome.status === 'dismissed') {
      this.finish(() => pending.reject(new PaymentError('dismissed', 'Payment cancelled.')));
      return;
    }
    this.charging = true;
    this.charge(pending.request.options, outcome.payment).then(
      (result) => this.finish(() => pending.resolve(result)),
      (error: unknown) =>
        this.finish(() =>
          pending.reject(
            error instanceof PaymentError
              ? error
              : new PaymentError(
                  'failed',
                  error instanceof Error ? error.message : 'The payment could not be taken.',
                ),
          ),
        ),
    );
  }

  private finish(settle: () => void) {
    this.pending = null;
    this.charging = false;
    this.emit();
    settle();
  }

  private emit() {
    this.listeners.notify();
  }
}
