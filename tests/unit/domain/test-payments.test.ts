import { describe, expect, it } from 'vitest';
import {
  cardOutcome,
  cardSchema,
  DECLINED_CARD,
  groupCardNumber,
  isFutureExpiry,
  passesLuhn,
  SUCCESS_CARD,
  upiOutcome,
  upiSchema,
} from '@/domain/test-payments';

const now = () => new Date(2026, 10, 22); // November 2026
const card = (over: Partial<{ number: string; expiry: string; cvv: string }> = {}) =>
  cardSchema(now).safeParse({ number: SUCCESS_CARD, expiry: '12/30', cvv: '123', ...over });
const messages = (result: ReturnType<typeof card>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe('card checks', () => {
  it('accepts the test cards', () => {
    expect(card().success).toBe(true);
    expect(card({ number: DECLINED_CARD }).success).toBe(true);
  });

  it('refuses a number that fails Luhn or has the wrong length', () => {
    expect(messages(card({ number: '4111 1111 1111 1112' }))).toEqual([
      'Enter a valid card number.',
    ]);
    expect(messages(card({ number: '4111' }))).toEqual(['Enter a valid card number.']);
    expect(messages(card({ number: '' }))).toEqual(['Enter a valid card number.']);
  });

  it('wants a well-formed expiry in this month or later', () => {
    expect(messages(card({ expiry: '1230' }))).toContain('Enter the expiry as MM/YY.');
    expect(messages(card({ expiry: '10/26' }))).toEqual([
      'This card has expired: enter a future expiry date.',
    ]);
    expect(card({ expiry: '11/26' }).success).toBe(true);
    expect(isFutureExpiry('13/30', now())).toBe(false);
    expect(isFutureExpiry('00/30', now())).toBe(false);
  });

  it('wants a 3 or 4 digit CVV', () => {
    expect(card({ cvv: '1234' }).success).toBe(true);
    expect(messages(card({ cvv: '12' }))).toEqual(['Enter the 3 or 4 digit CVV.']);
    expect(messages(card({ cvv: 'abc' }))).toEqual(['Enter the 3 or 4 digit CVV.']);
  });

  it('groups digits in fours as the shopper types', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('41a11 1')).toBe('4111 1');
    expect(passesLuhn('4111111111111111')).toBe(true);
  });

  it('declines 4000 0000 0000 0002 and passes other cards', () => {
    expect(cardOutcome(DECLINED_CARD)).toMatchObject({ ok: false });
    expect(cardOutcome('4000000000000002')).toMatchObject({ ok: false });
    expect(cardOutcome(SUCCESS_CARD)).toEqual({ ok: true });
  });
});

describe('UPI checks', () => {
  it('accepts well-formed ids and refuses others', () => {
    expect(upiSchema.safeParse({ vpa: 'success@razorpay' }).success).toBe(true);
    expect(upiSchema.safeParse({ vpa: ' name.surname@okbank ' }).success).toBe(true);
    for (const vpa of ['', 'success', '@razorpay', 'a@b', 'x y@bank']) {
      expect(upiSchema.safeParse({ vpa }).success, vpa).toBe(false);
    }
  });

  it('fails failure@razorpay and passes success@razorpay', () => {
    expect(upiOutcome('failure@razorpay')).toMatchObject({ ok: false });
    expect(upiOutcome('Failure@Razorpay')).toMatchObject({ ok: false });
    expect(upiOutcome('success@razorpay')).toEqual({ ok: true });
  });
});
