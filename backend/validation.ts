/**
 * Request validation (zod): every body, parameter and header the handlers accept. A failed parse
 * becomes a 400 with one readable line per problem; nothing is changed. What the forms also check
 * (login, signup, addresses) is the forms' own schema from src/domain/inputs.ts.
 */
import { z } from 'zod';
import { ENDPOINT_GROUPS, MAX_LATENCY_MS } from '@/domain/console';
import { addressBodyInputSchema } from '@/domain/inputs';
import { ORDER_STATUSES } from '@/domain/order-status';
import { MESSAGES } from './messages';
import { importedStoreSchema } from './store/import-limits';
import { productRecordSchema } from './store/schema';

const MAX_TEXT = 200;

const text = (max = MAX_TEXT) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be blank')
    .max(max, `must be at most ${max} characters`);

export const settingsSchema = z.strictObject({
  latencyMs: z
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, 'must be at least 0')
    .max(MAX_LATENCY_MS, `must be at most ${MAX_LATENCY_MS}`),
  failures: z.partialRecord(z.enum(ENDPOINT_GROUPS), z.enum(['none', '500', 'network', 'hang'])),
});

export const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];

/** Cart and wishlist adds name the product; the server uses its own copy, so only the id matters. */
export const productBodySchema = z.object({
  product: productRecordSchema.partial().extend({ _id: text() }),
});

export const qtyActionSchema = z.object({
  action: z.object({
    type: z.enum(['increment', 'decrement'], { error: "must be 'increment' or 'decrement'" }),
  }),
});

/** An address: the form's rules and messages (src/domain/inputs.ts), numbers as numbers or text. */
export const addressBodySchema = z.object({ address: addressBodyInputSchema });

export const orderBodySchema = z.object({
  addressId: text(),
  couponCode: z
    .string({ error: 'must be text' })
    .max(50, 'must be at most 50 characters')
    .nullish(),
  idempotencyKey: text(100),
  amount: z.number({ error: 'must be a number' }).nonnegative('must be 0 or more').optional(),
  paymentMethod: z
    .enum(['online', 'cod'], { error: "must be 'online' or 'cod'" })
    .optional()
    .default('online'),
});

/** The console sets a product's units on hand: a whole number, 0 or more. */
export const stockBodySchema = z.object({
  stock: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be at most 1000000'),
});

export const confirmBodySchema = z.object({
  paymentId: text(100),
  signature: z
    .string({ error: 'must be text' })
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be a hex HMAC-SHA256 signature'),
});

/** A return: the lines sent back (each product once, whole units) and why. */
export const returnBodySchema = z.object({
  lines: z
    .array(
      z.object({
        productId: text(),
        qty: z
          .number({ error: 'must be a number' })
          .int('must be a whole number')
          .min(1, 'must be 1 or more')
          .max(1000, 'must be at most 1000'),
      }),
      { error: 'must be a list of {productId, qty}' },
    )
    .min(1, 'must name at least one product to return')
    .max(100, 'must name at most 100 products')
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      'must name each product once',
    ),
  reason: text(500),
});

/** The operator ships an order: the carrier and its tracking number. */
export const shipBodySchema = z.object({ carrier: text(60), trackingNumber: text(40) });

const wholeFrom = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be from ${min} to ${max}`);

/** The console's order list: a status, and the page. */
export const consoleOrdersQuerySchema = z.object({
  status: z
    .enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  page: wholeFrom(1, 100_000).optional().default(1),
  pageSize: wholeFrom(1, 100).optional().default(20),
});

export const todoBodySchema = z.object({ title: text() });

export const newsletterSchema = z.object({
  email: z.email({ error: 'must be a valid email address' }).max(254),
});

export const settingsBodySchema = z.object({ settings: settingsSchema });

export const importBodySchema = z.object({ store: importedStoreSchema });

export const logQuerySchema = z.object({
  after: z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).optional(),
});

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: string[] };

/** zod issues as the API's error lines: `field: message`, or the body's own problem. */
export function issueLines(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    if (issue.path.length === 0 && issue.code === 'invalid_type') return MESSAGES.notAnObject;
    return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
  });
}

export function check<T>(schema: z.ZodType<T>, input: unknown): ValidationResult<T> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: issueLines(parsed.error.issues) };
}
