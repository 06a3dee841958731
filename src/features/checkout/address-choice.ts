/**
 * Which saved address an order goes to. The first is chosen until the shopper picks another; an
 * address the shopper picked that is gone since (deleted in another tab, or on the address screen it
 * was picked from) is never swapped for another without a word: nothing is chosen then, and Place
 * Order asks for a choice (`chosenGone`).
 */
import type { Address } from '@/domain/types';

export interface AddressChoice {
  /** The address Place Order sends, or null: none saved, none loaded yet, or the chosen one gone. */
  id: string | null;
  /** The shopper picked an address that is no longer among the saved ones. */
  chosenGone: boolean;
}

export function addressChoice(
  saved: readonly Pick<Address, 'id'>[] | undefined,
  chosen: string | null,
): AddressChoice {
  if (!saved) return { id: null, chosenGone: false };
  if (chosen === null) return { id: saved[0]?.id ?? null, chosenGone: false };
  if (saved.some((a) => a.id === chosen)) return { id: chosen, chosenGone: false };
  return { id: null, chosenGone: saved.length > 0 };
}
