/**
 * The simulated provider's rules, mirroring Razorpay's test mode (docs/server.md "Payments"): which
 * card numbers and UPI ids succeed or fail, and the checks a form runs before paying. The sheet's
 * forms check with them, and whoever "charges" (the server in server mode, the page otherwise)
 * decides the outcome with them.
 */
import { z } from 'zod';

export const SUCCESS_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const SUCCESS_UPI = 'success@razorpay';
export const FAILURE_UPI = 'failure@razorpay';

export const DECLINED_MESSAGE = 'Your card was declined by the bank.';
export const UPI_FAILED_MESSAGE = 'The UPI payment was declined.';

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** '4111111111111111' → '4111 1111 1111 1111', as the shopper types. */
export function groupCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/YY → whether the card is still valid in the month of `now` (cards expire at the month's end). */
export function isFutureExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

export function cardSchema(now: () => Date = () => new Date()) {
  return z.object({
    number: z
      .string()
      .transform(digitsOnly)
      .refine(
        (d) => d.length >= 12 && d.length <= 19 && passesLuhn(d),
        'Enter a valid card number.',
      ),
    expiry: z
      .string()
      .refine((v) => /^\d{2}\s*\/\s*\d{2}$/.test(v.trim()), 'Enter the expiry as MM/YY.')
      .refine(
        (v) => isFutureExpiry(v, now()),
        'This card has expired: enter a future expiry date.',
      ),
    cvv: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVV.'),
  });
}

export const upiSchema = z.object({
  vpa: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/,
      'Enter a valid UPI id, like name@bank.',
    ),
});

export type CardInput = z.input<ReturnType<typeof cardSchema>>;
export type UpiInput = z.input<typeof upiSchema>;

export type Outcome = { ok: true } | { ok: false; message: string };

/** Razorpay test mode: 4000 0000 0000 0002 is declined; every other valid card succeeds. */
export function cardOutcome(number: string): Outcome {
  return digitsOnly(number) === digitsOnly(DECLINED_CARD)
    ? { ok: false, message: DECLINED_MESSAGE }
    : { ok: true };
}

/** failure@razorpay fails; success@razorpay (and any other well-formed id) succeeds. */
export function upiOutcome(vpa: string): Outcome {
  return vpa.trim().toLowerCase() === FAILURE_UPI
    ? { ok: false, message: UPI_FAILED_MESSAGE }
    : { ok: true };
}

/** What the sheet sends to be charged: the test card or the UPI id the shopper entered. */
export type TestPayment =
  { method: 'card'; number: string; expiry: string; cvv: string } | { method: 'upi'; vpa: string };

/** A test payment's body as the server reads it: the forms' own checks, with bounded lengths. */
export function testPaymentSchema(now: () => Date = () => new Date()) {
  const card = cardSchema(now);
  return z.discriminatedUnion('method', [
    z.object({
      method: z.literal('card'),
      number: z.string().max(40).pipe(card.shape.number),
      expiry: z.string().max(10).pipe(card.shape.expiry),
      cvv: z.string().max(4).pipe(card.shape.cvv),
    }),
    z.object({ method: z.literal('upi'), vpa: z.string().max(330).pipe(upiSchema.shape.vpa) }),
  ]);
}

/** Razorpay's test-mode answer to a payment that passed the form's checks. */
export function testPaymentOutcome(payment: TestPayment): Outcome {
  return payment.method === 'card' ? cardOutcome(payment.number) : upiOutcome(payment.vpa);
}
