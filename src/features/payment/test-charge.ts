/**
 * Who "charges" the simulated sheet's test card or UPI id and signs the result, as a gateway in test
 * mode does. In server mode the server (POST /api/user/orders/:id/test-payment): it signs with a
 * secret only it knows, so no shopper can sign a payment. When the API runs in the page (the static
 * build, stories, tests) the page itself, with the in-page back end's public secret. The build folds
 * the choice, so a remote build carries neither the in-page signer nor that secret.
 */
import { errorMessage } from '@/api/client';
import { chargeTestPayment } from '@/api/orders';
import { PaymentError, type PaymentOptions, type PaymentResult } from '@/domain/payment';
import { newPaymentId } from '@/domain/payment-id';
import { SIMULATED_PAYMENT_SECRET, signPayment } from '@/domain/payment-signature';
import { testPaymentOutcome, type TestPayment } from '@/domain/test-payments';

/** Resolves with the signed result, or rejects with a 'failed' PaymentError (declined, unreachable). */
export type ChargeTestPayment = (
  options: PaymentOptions,
  payment: TestPayment,
) => Promise<PaymentResult>;

/** Razorpay's test rules applied in the page, signed with the in-page back end's public secret. */
export function chargeInPage(makeId: () => string = newPaymentId): ChargeTestPayment {
  return async ({ orderId }, payment) => {
    const outcome = testPaymentOutcome(payment);
    if (!outcome.ok) throw new PaymentError('failed', outcome.message);
    const paymentId = makeId();
    try {
      return {
        paymentId,
        orderId,
        signature: await signPayment(SIMULATED_PAYMENT_SECRET, orderId, paymentId),
      };
    } catch (error) {
      throw new PaymentError('failed', errorMessage(error));
    }
  };
}

/** The server charges the order (`receipt`, the shop's order id) and answers the signed result. */
export const chargeOnServer: ChargeTestPayment = async ({ receipt }, payment) => {
  try {
    return await chargeTestPayment(receipt, payment);
  } catch (error) {
    // A refusal (402 declined, 409 paid) carries the server's own message; so does a failure.
    throw new PaymentError('failed', errorMessage(error));
  }
};

export const defaultCharge: ChargeTestPayment =
  import.meta.env.VITE_API_MODE === 'remote' ? chargeOnServer : chargeInPage();
