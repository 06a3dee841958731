import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { PaymentError } from '@/domain/payment';
import {
  CHECKOUT_MESSAGES,
  confirmationRefusedMessage,
  orderRefusedMessage,
  paymentFailedMessage,
  unansweredOrRefused,
} from '@/features/checkout/use-checkout-logic';

describe('checkout messages', () => {
  it("uses the spec's texts (with its spelling slips fixed)", () => {
    expect(CHECKOUT_MESSAGES.noAddress).toBe('Please select address!');
    expect(CHECKOUT_MESSAGES.emptyCart).toBe('Please add products to the cart!');
    expect(CHECKOUT_MESSAGES.scriptFailed).toBe(
      'Razorpay SDK failed to load, check your internet connection',
    );
    expect(CHECKOUT_MESSAGES.paid(1154)).toBe('Payment of Rs. 1154.00 is Successful !');
    expect(CHECKOUT_MESSAGES.paid(953.5)).toBe('Payment of Rs. 953.50 is Successful !');
  });

  it('tells a dismissal (order left awaiting payment) from a failure; the cart is untouched', () => {
    expect(paymentFailedMessage(new PaymentError('dismissed', 'closed'))).toBe(
      'Payment cancelled. Your order is awaiting payment in your order history; your cart is just as it was.',
    );
    expect(paymentFailedMessage(new PaymentError('failed', 'Your card was declined.'))).toBe(
      'Payment failed: Your card was declined. Your cart is just as it was.',
    );
    expect(paymentFailedMessage(new Error('boom'))).toBe(
      'Payment failed: boom Your cart is just as it was.',
    );
  });

  it("shows the server's reason for a refused order, which is refused before any payment", () => {
    const error = new ApiError('http', 400, ['No address has the id "a1".']);
    expect(orderRefusedMessage(error)).toBe(
      'Your order could not be placed, and nothing was charged: No address has the id "a1".',
    );
  });

  it('an order that got no answer may have been placed: it says so, and where to look', () => {
    for (const error of [
      new ApiError('timeout', 0, ['timeout of 10000 ms exceeded']),
      new ApiError('network', 0, ['Failed to fetch']),
      new ApiError('http', 503, ['The server is not answering.']),
    ]) {
      const message = orderRefusedMessage(error);
      expect(message).toBe(
        `Your order may not have been placed: the shop did not answer (${error.messages[0]}). Nothing was charged. Check your order history; placing the same order again will not place it twice.`,
      );
      expect(message).not.toContain('could not be placed');
    }
    // The shop's own refusal stays a refusal.
    expect(orderRefusedMessage(new Error('This order is already paid.'))).toBe(
      'Your order could not be placed, and nothing was charged: This order is already paid.',
    );
  });

  it('says why a confirmation was refused, and where the order is, not that it awaits payment', () => {
    const error = new ApiError('http', 409, [
      'This order was cancelled; place a new one. Your payment is being refunded in full; banks usually take 5 to 7 working days to show it.',
    ]);
    expect(confirmationRefusedMessage(error)).toBe(
      'Your payment could not be confirmed: This order was cancelled; place a new one. Your payment is being refunded in full; banks usually take 5 to 7 working days to show it. See the order in your order history.',
    );
  });
});

describe('what a failed call says to the checkout machine', () => {
  it('no answer, a refusal, or a session that ended (not a judgement of the request)', () => {
    const kind = (error: unknown) => unansweredOrRefused(error).kind;
    expect(kind(new ApiError('http', 409, ['Refused.']))).toBe('refused');
    expect(kind(new ApiError('http', 401, ['Unauthorized.']))).toBe('signed-out');
    expect(kind(new ApiError('http', 503, ['Down.']))).toBe('unanswered');
    expect(kind(new Error('offline'))).toBe('unanswered');
  });
});
