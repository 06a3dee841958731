/**
 * Cart and wishlist clicks the screen already shows but whose request is not sent yet: a click
 * queued behind an earlier write to the same item (./serial-queue.ts) waits for that write's answer,
 * a round trip, and a reload inside it would drop it. So from the moment it is queued until its
 * request starts it is kept in this tab's sessionStorage, which a reload keeps and other tabs do
 * not see, and the next page sends whatever is left (./replay-writes.ts). A request that started
 * before the page began to go away needs none of this: it is sent with `keepalive` (./client.ts)
 * and outlives the page.
 */
import { readStored, writeStored, writeText } from '@/lib/storage';
import { getSession } from './session';

export const PENDING_WRITES_KEY = 'glamour.pendingWrites';

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
 * Keeps a queued write until `releaseWrite` (its request starts). Without a session there is
 * nothing to send it with, so nothing is kept. Answers the id to release it by.
 */
export function holdWrite(intent: WriteIntent, now = Date.now()): string | undefined {
  const { token } = getSession();
  if (!token) return undefined;
  const id = `${now.toString(36)}-${(nextId++).toString(36)}`;
  writeAll([...readAll(), { id, ...intent, token, at: now }]);
  return id;
}

/**
 * Called as a kept write's request is about to start: forgets it and answers true, or, while the
 * page is going away, keeps it for the next page and answers false (do not send it).
 */
export function releaseWrite(id: string): boolean {
  if (leaving) return false;
  const writes = readAll();
  const left = writes.filter((write) => write.id !== id);
  if (left.length !== writes.length) writeAll(left);
  return true;
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
  return fresh;
}
