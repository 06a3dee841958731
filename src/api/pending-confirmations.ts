/**
 * Payments the provider took but the server has not confirmed yet (the answer was lost: timeout,
 * reload, closed tab). Checkout remembers the signed result here before it asks the server, and
 * forgets it once the server has answered; whatever is left is sent again when the app starts and
 * when checkout or order history opens. Confirmation is idempotent, so sending twice is safe.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readStored, writeStored } from '@/lib/storage';
import { isStaleRefusal } from './client';
import { cartKey } from './cart';
import { confirmOrder, ordersKey, type ConfirmOrderInput } from './orders';
import { useSession } from './session';

export const PENDING_CONFIRMATIONS_KEY = 'glamour.pendingConfirmations';

/** A stored entry: three non-empty strings (checked by hand: this module runs before first paint, zod does not). */
function isEntry(value: unknown): value is ConfirmOrderInput {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (['orderId', 'paymentId', 'signature'] as const).every(
    (field) => typeof entry[field] === 'string' && entry[field] !== '',
  );
}

/** What is stored; anything unreadable counts as nothing (it can never break a page). */
export function pendingConfirmations(): ConfirmOrderInput[] {
  const stored = readStored(PENDING_CONFIRMATIONS_KEY);
  if (!Array.isArray(stored) || !stored.every(isEntry)) return [];
  return stored.map(({ orderId, paymentId, signature }) => ({ orderId, paymentId, signature }));
}

export function rememberConfirmation(entry: ConfirmOrderInput): void {
  const others = pendingConfirmations().filter((e) => e.orderId !== entry.orderId);
  writeStored(PENDING_CONFIRMATIONS_KEY, [...others, entry]);
}

export function forgetConfirmation(orderId: string): void {
  writeStored(
    PENDING_CONFIRMATIONS_KEY,
    pendingConfirmations().filter((e) => e.orderId !== orderId),
  );
}

let resuming: Promise<number> | null = null;

/**
 * Sends every remembered confirmation once. A confirmed one, or one the server refuses for good
 * (4xx: bad signature, unknown order), is forgotten; one that again gets no answer stays for later.
 * Resolves with how many the server confirmed. Concurrent calls share one run.
 */
export function resumeConfirmations(
  confirm: (entry: ConfirmOrderInput) => Promise<unknown> = (entry) => confirmOrder(entry),
): Promise<number> {
  resuming ??= (async () => {
    let confirmed = 0;
    for (const entry of pendingConfirmations()) {
      try {
        await confirm(entry);
        confirmed += 1;
        forgetConfirmation(entry.orderId);
      } catch (error) {
        if (isStaleRefusal(error)) forgetConfirmation(entry.orderId);
      }
    }
    return confirmed;
  })().finally(() => {
    resuming = null;
  });
  return resuming;
}

/** Finishes remembered confirmations when the component mounts (signed in only). */
export function useResumeConfirmations(): void {
  const queryClient = useQueryClient();
  const signedIn = useSession().status === 'signedIn';
  useEffect(() => {
    if (!signedIn || pendingConfirmations().length === 0) return;
    void resumeConfirmations().then((confirmed) => {
      if (confirmed === 0) return;
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: cartKey });
    });
  }, [queryClient, signedIn]);
}
