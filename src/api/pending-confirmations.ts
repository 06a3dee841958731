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
import { getSession, useSession } from './session';

export const PENDING_CONFIRMATIONS_KEY = 'glamour.pendingConfirmations';

/**
 * A remembered confirmation and whose order it is: another account signed in on this browser
 * never sends it (its token cannot confirm the order, and the refusal would forget it for good).
 */
export interface PendingConfirmation extends ConfirmOrderInput {
  /** The account that paid; absent in entries kept before it was recorded (anyone's, as then). */
  userId?: string;
}

const isText = (value: unknown) => typeof value === 'string' && value !== '';

/** A stored entry: three non-empty strings and perhaps an owner (checked by hand: this module runs before first paint, zod does not). */
function isEntry(value: unknown): value is PendingConfirmation {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    (['orderId', 'paymentId', 'signature'] as const).every((field) => isText(entry[field])) &&
    (entry.userId === undefined || isText(entry.userId))
  );
}

function stored(): PendingConfirmation[] {
  const value = readStored(PENDING_CONFIRMATIONS_KEY);
  if (!Array.isArray(value) || !value.every(isEntry)) return [];
  return value.map(({ orderId, paymentId, signature, userId }) =>
    userId === undefined
      ? { orderId, paymentId, signature }
      : { orderId, paymentId, signature, userId },
  );
}

/**
 * What is stored (anything unreadable counts as nothing: it can never break a page); with
 * `userId`, only that account's (and those kept before owners were recorded).
 */
export function pendingConfirmations(userId?: string): ConfirmOrderInput[] {
  return stored()
    .filter((e) => userId === undefined || e.userId === undefined || e.userId === userId)
    .map(({ orderId, paymentId, signature }) => ({ orderId, paymentId, signature }));
}

/** Remembers a payment to confirm, as the signed-in account's (`userId`: whose, when known). */
export function rememberConfirmation(
  entry: ConfirmOrderInput,
  userId: string | undefined = getSession().user?._id,
): void {
  const others = stored().filter((e) => e.orderId !== entry.orderId);
  writeStored(PENDING_CONFIRMATIONS_KEY, [
    ...others,
    userId === undefined ? entry : { ...entry, userId },
  ]);
}

export function forgetConfirmation(orderId: string): void {
  writeStored(
    PENDING_CONFIRMATIONS_KEY,
    stored().filter((e) => e.orderId !== orderId),
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
  userId: string | undefined = getSession().user?._id,
): Promise<number> {
  resuming ??= (async () => {
    let confirmed = 0;
    for (const entry of pendingConfirmations(userId)) {
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
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user?._id : undefined;
  useEffect(() => {
    if (userId === undefined || pendingConfirmations(userId).length === 0) return;
    void resumeConfirmations(undefined, userId).then((confirmed) => {
      if (confirmed === 0) return;
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: cartKey });
    });
  }, [queryClient, userId]);
}
