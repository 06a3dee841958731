/**
 * The app's build-time settings (Vite's `import.meta.env`), read and checked here once: a typo such
 * as `VITE_API_MODE=remot` stops the app at start with a clear message instead of quietly running
 * the simulated back end. Two reads stay outside: src/main.tsx tests VITE_API_MODE itself so the build
 * can fold the test and leave the simulated back end out of a remote build, and the simulated back
 * end (mocks/, which imports only src/domain) reads its own VITE_MOCK_LATENCY and BASE_URL.
 */
// Before the schema below is built and parsed at load: zod must know it runs without eval (the
// build's Content-Security-Policy refuses it). main.tsx imports it first too, but the bundler may put
// this module in a chunk that runs before main.tsx's own code.
import './zod-jitless';
import { z } from 'zod';

const envSchema = z.object({
  /** `mock`: the simulated back end in this page (default); `remote`: a real server behind /api. */
  VITE_API_MODE: z.enum(['mock', 'remote']).default('mock'),
  /** Razorpay's public test key; blank or unset: checkout uses the simulated payment sheet. */
  VITE_RAZORPAY_KEY_ID: z
    .string()
    .optional()
    .transform((key) => key?.trim() || undefined),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`[glamour] invalid build settings: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv({
  VITE_API_MODE: import.meta.env.VITE_API_MODE,
  VITE_RAZORPAY_KEY_ID: import.meta.env.VITE_RAZORPAY_KEY_ID,
});

/** Whether the API is a real server (`VITE_API_MODE=remote`, the build `npm run serve` makes). */
export const isRemoteApi = env.VITE_API_MODE === 'remote';
