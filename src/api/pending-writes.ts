/**
 * Cart and wishlist clicks the screen already shows but whose change the back end may not have yet,
 * kept in this tab's sessionStorage (which a reload keeps and other tabs do not see) so that the
 * next page sends whatever is left (./replay-writes.ts):
 * - a click queued behind an earlier write to the same item (./serial-queue.ts) waits for that
 *   write's answer, a round trip, and a reload inside it would drop it: kept from the moment it is
 *   queued until its request starts;
 * - with a real server, a request that started is sent with `keepalive` (./client.ts) and outlives
 *   the page, so nothing more is kept;
 * - with the simulated back end, which runs in this page, a request dies with the page until the
 *   back end has committed it: the service worker's round trip and the back end's checks come
 *   first, a moment that grows on a busy machine, and a reload inside it dropped the click. So
 *   there every write is kept from its click until the back end has it. The request names the
 *   kept write (WRITE_ID_HEADER) and the back end forgets it in the same task as it commits,
 *   before its simulated latency (`writeAnswered`, through src/lib/backend-ready.ts): a reload
 *   after that finds nothing to send again, and a reload before it finds the write still kept.
 */
import { PENDING_WRITES_KEY, WRITE_ID_HEADER } from '@/domain/console';
import { setWriteAnsweredListener } from '@/lib/backend-ready';
import { isRemoteApi } from '@/lib/env';
import { readStored, writeStored, writeText } from '@/lib/storage';
import { getSession } from './session';

/** Older than this, a left-over write is the shopper's past, not a click of a reload ago. */
export const PENDING_WRITE_MAX_AGE_MS = 10 * 60_000;

const LISTS = ['cart', 'wishlist'] as const;
const OPS = ['add', 'increment', 'decrement', 'remove'] as const;

/** What a write does, as kept: which list, what to its product. */
export interface WriteIntent {
  list: (typeof LISTS)[number];
  op: (typeof OPS)[number];
  productId: string;
}

export interface PendingWrite extends WriteIntent {
  id: string;
  /** The session's token when clicked: another account's page never sends it. */
  token: string;
  /** When it was clicked (ms since the epoch). */
  at: number;
}

// Checked by hand, not with zod: this module is on every page's first load, zod is not.
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value);

function isPendingWrite(value: unknown): value is PendingWrite {
  if (typeof value !== 'object' || value === null) return false;
  const write = value as Record<string, unknown>;
  return (
    isText(write.id) &&
    isOneOf(LISTS, write.list) &&
    isOneOf(OPS, write.op) &&
    isText(write.productId) &&
    isText(write.token) &&
    typeof write.at === 'number' &&
    Number.isFinite(write.at)
  );
}

/** The writes kept, oldest first; anything unreadable (edited, another version's) reads as none. */
function readAll(): PendingWrite[] {
  const stored = readStored(PENDING_WRITES_KEY, 'session');
  return Array.isArray(stored) && stored.every(isPendingWrite) ? stored : [];
}

function writeAll(writes: readonly PendingWrite[]): void {
  if (writes.length > 0) writeStored(PENDING_WRITES_KEY, writes, 'session');
  else writeText(PENDING_WRITES_KEY, null, 'session');
}

let nextId = 0;

/**
 * Set once the page is going away (a reload, a link out). Its calls are cut off then and the queue
 * moves on to the kept writes behind them, whose requests would be cut off too (the simulated back
 * end dies with the page) or sent beside the next page's (keepalive to a real server): so they are
 * not sent, and stay kept for the next page, which sends each exactly once.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back/forward cache: this page sends its own writes again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * Keeps a write until its request starts (`releaseWrite`) or, with the simulated back end, until
 * it is answered. Without a session there is nothing to send it with, so nothing is kept. Answers
 * the id to release it by.
 */
export function holdWrite(intent: WriteIntent, now = Date.now()): string | undefined {
  const { token } = getSession();
  if (!token) return undefined;
  const id = `${now.toString(36)}-${(nextId++).toString(36)}`;
  writeAll([...readAll(), { id, ...intent, token, at: now }]);
  return id;
}

/**
 * Whether every write is kept from its click until its back end has it: yes with the simulated back
 * end (it dies with the page), no with a real server (`keepalive` carries the request past the
 * page), where only a write queued behind another is kept, until its request starts.
 */
export const keepsEveryWrite = !isRemoteApi;

/** Kept writes this page has sent and not yet seen answered: not this page's to send again. */
const sending = new Set<string>();

function forget(id: string): void {
  const writes = readAll();
  const left = writes.filter((write) => write.id !== id);
  if (left.length !== writes.length) writeAll(left);
}

/**
 * Called as a kept write's request is about to start: answers true (send it), or, while the page is
 * going away, false (do not send it; it stays kept for the next page). Sent to a real server it is
 * forgotten now; sent to the simulated back end it stays kept until `writeAnswered` or
 * `writeUnanswered`.
 */
export function releaseWrite(id: string): boolean {
  if (leaving) return false;
  if (keepsEveryWrite) sending.add(id);
  else forget(id);
  return true;
}

/**
 * A kept write the next page sends again, as a new change that keeps itself as needed: answers
 * true and forgets this one, or, while the page is going away, false (it stays kept).
 */
export function takeWrite(id: string): boolean {
  if (leaving) return false;
  forget(id);
  return true;
}

/** The headers that name a started write to the simulated back end (none for a real server). */
export function writeHeaders(id: string): Record<string, string> | undefined {
  return keepsEveryWrite ? { [WRITE_ID_HEADER]: id } : undefined;
}

/**
 * The back end has the write: it committed or refused it. Called by the simulated back end in the
 * task that commits it (src/lib/backend-ready.ts), and by the page when the answer arrives.
 */
export function writeAnswered(id: string): void {
  sending.delete(id);
  forget(id);
}

setWriteAnsweredListener(writeAnswered);

/**
 * A started write's request ended without an answer (a dropped connection, a timeout): the screen
 * took the change back, so it is forgotten, unless the page is going away, which is what cut the
 * request off before the back end had it: then the next page sends it.
 */
export function writeUnanswered(id: string): void {
  sending.delete(id);
  if (!leaving) forget(id);
}

/** Whether anything is kept: a reload left a write unsent. */
export function hasPendingWrites(): boolean {
  return readAll().length > 0;
}

/**
 * The kept writes this page should send, oldest first: those clicked with `token` no longer than
 * PENDING_WRITE_MAX_AGE_MS ago. The others are dropped; these stay kept until each is released.
 */
export function pendingWritesFor(token: string, now = Date.now()): PendingWrite[] {
  const writes = readAll();
  const fresh = writes.filter(
    (write) =>
      write.token === token && write.at <= now && now - write.at <= PENDING_WRITE_MAX_AGE_MS,
  );
  if (fresh.length !== writes.length) writeAll(fresh);
  // Back from the back/forward cache, this page's own unanswered requests are still its to settle.
  return fresh.filter((write) => !sending.has(write.id));
}
