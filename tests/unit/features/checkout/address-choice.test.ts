import { describe, expect, it } from 'vitest';
import { addressChoice } from '@/features/checkout/address-choice';

const saved = [{ id: 'home' }, { id: 'office' }];

describe('the address an order goes to', () => {
  it('is the first saved one until the shopper picks another', () => {
    expect(addressChoice(saved, null)).toEqual({ id: 'home', chosenGone: false });
    expect(addressChoice(saved, 'office')).toEqual({ id: 'office', chosenGone: false });
  });

  it('is none while the addresses are on their way, or none is saved', () => {
    expect(addressChoice(undefined, 'office')).toEqual({ id: null, chosenGone: false });
    expect(addressChoice([], null)).toEqual({ id: null, chosenGone: false });
  });

  it('is never another one when the one the shopper picked was deleted meanwhile', () => {
    expect(addressChoice([{ id: 'home' }], 'office')).toEqual({ id: null, chosenGone: true });
    // With nothing saved any more, there is nothing to choose: Place Order says so as ever.
    expect(addressChoice([], 'office')).toEqual({ id: null, chosenGone: false });
  });
});
