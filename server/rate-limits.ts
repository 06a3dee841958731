/**
 * The limits' counters (rate-limiter-flexible): on PostgreSQL in its table `rate_limits` (migration
 * 0006), so every process of the shop counts together; on PGlite in memory (one process owns a PGlite
 * shop). Each action has a counter per client address and one per account, over a minute; a test
 * todo (no account) only one per address, with a limit of its own.
 */
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { StoreUnavailableError } from '@backend/errors';
import type { LimitedAction, RateLimits } from '@backend/rate-limits';
import { isUnavailable, type Database, type Param } from './db/sql';

export interface RateLimitSettings {
  /** Attempts of one action per client address per minute; 0: not counted. */
  perIp: number;
  /** Attempts of one action on one account (email) per minute; 0: not counted. */
  perAccount: number;
  /** Test todos one client address may add per minute; 0: not counted. */
  todosPerIp: number;
}

const WINDOW_SECONDS = 60;
const ACTIONS: LimitedAction[] = ['login', 'signup', 'newsletter', 'todo', 'review'];

/** rate-limiter-flexible's PostgreSQL store asks a node-postgres-like pool; ours answers it. */
function poolOf(db: Database) {
  return {
    async query(q: { text: string; values?: Param[] }) {
      const rows = await db.query(q.text, q.values ?? []);
      return { rows, rowCount: rows.length };
    },
  };
}

export function createRateLimits(db: Database, settings: RateLimitSettings): RateLimits {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract | undefined => {
    if (points <= 0) return undefined;
    const options = { keyPrefix, points, duration: WINDOW_SECONDS };
    return db.kind === 'postgres'
      ? new RateLimiterPostgres({
          ...options,
          storeClient: poolOf(db),
          storeType: 'pool',
          tableName: 'rate_limits',
          // Created by migration 0006, before the API exists.
          tableCreated: true,
        })
      : new RateLimiterMemory(options);
  };
  const limiters = new Map(
    ACTIONS.map((action) => [
      action,
      {
        ip: make(`${action}:ip`, action === 'todo' ? settings.todosPerIp : settings.perIp),
        account: action === 'todo' ? undefined : make(`${action}:account`, settings.perAccount),
      },
    ]),
  );

  return {
    async attempt(action, keys) {
      const pair = limiters.get(action);
      const counted: [RateLimiterAbstract | undefined, string | undefined][] = [
        [pair?.ip, keys.ip],
        [pair?.account, keys.account],
      ];
      let wait = 0;
      for (const [limiter, key] of counted) {
        if (!limiter || !key) continue;
        try {
          await limiter.consume(key);
        } catch (error) {
          if (error instanceof RateLimiterRes)
            wait = Math.max(wait, Math.ceil(error.msBeforeNext / 1000) || 1);
          else if (isUnavailable(error)) throw new StoreUnavailableError(error);
          else throw error;
        }
      }
      return wait > 0 ? wait : null;
    },
  };
}

/**
 * The address a caller is counted by. IPv4 as it is. IPv6 by its /64: one host or household is
 * given a whole /64 and may send from any of its 2^64 addresses, so counting each address let it
 * step past every per-address limit (a new guest, a login try). An IPv4 written as IPv6
 * (::ffff:1.2.3.4, a dual-stack socket) is that IPv4.
 */
export function addressKeyOf(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (isIP(bare) !== 6) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = bare.split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ipv4Groups(g) : [g])) : [];
  const left = groups(head);
  const right = groups(tail);
  const full =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = full.slice(0, 4).map((g) => parseInt(g || '0', 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** An IPv4 at the end of an IPv6 address as its two groups. */
function ipv4Groups(v4: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/**
 * The caller's address: the socket's, or with `trustedProxies` > 0 (the shop behind a balancer) the
 * address that many hops back in X-Forwarded-For, which the nearest balancer appended (what is
 * further left, the client may have written itself). IPv6 by its /64 (addressKeyOf).
 */
export function clientIpOf(trustedProxies: number) {
  return (c: Context): string | undefined => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      socket = undefined;
    }
    if (trustedProxies <= 0) return socket === undefined ? undefined : addressKeyOf(socket);
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const address = forwarded[forwarded.length - trustedProxies] ?? forwarded[0] ?? socket;
    return address === undefined ? undefined : addressKeyOf(address);
  };
}
