/**
 * The app's build-time settings (Vite's `import.meta.env`), read and checked here once: a typo such
 * as `VITE_API_MODE=remot` stops the app at start with a clear message instead of quietly running
 * the simulated back end. Two reads stay outside: src/main.tsx tests VITE_API_MODE itself so the build
 * can fold the test and leave the simulated back end out of a remote build, and the simulated back
 * end (mocks/, which imports only src/domain) reads its own VITE_MOCK_LATENCY and BASE_URL.
 */
export interface Env {
  /** `mock`: the simulated back end in this page (default); `remote`: a real server behind /api. */
  VITE_API_MODE: 'mock' | 'remote';
  /** Razorpay's public test key; blank or unset: checkout uses the simulated payment sheet. */
  VITE_RAZORPAY_KEY_ID: string | undefined;
}

const API_MODES = ['mock', 'remote'] as const;

// Checked by hand, not with zod: this module is on the first paint's path, and two settings do not
// need a schema library (zod loads later, with the first form or the simulated back end).
export function parseEnv(source: Record<string, unknown>): Env {
  const problems: string[] = [];
  const mode = source.VITE_API_MODE === undefined ? 'mock' : source.VITE_API_MODE;
  if (!API_MODES.includes(mode as Env['VITE_API_MODE']))
    problems.push(
      `✖ Invalid option: expected one of ${API_MODES.map((m) => `"${m}"`).join('|')}\n  → at VITE_API_MODE`,
    );
  const key = source.VITE_RAZORPAY_KEY_ID;
  if (key !== undefined && typeof key !== 'string')
    problems.push(
      `✖ Invalid input: expected string, received ${key === null ? 'null' : typeof key}\n  → at VITE_RAZORPAY_KEY_ID`,
    );
  if (problems.length > 0)
    throw new Error(`[glamour] invalid build settings: ${problems.join('\n')}`);
  return {
    VITE_API_MODE: mode as Env['VITE_API_MODE'],
    VITE_RAZORPAY_KEY_ID: typeof key === 'string' ? key.trim() || undefined : undefined,
  };
}

export const env: Env = parseEnv({
  VITE_API_MODE: import.meta.env.VITE_API_MODE,
  VITE_RAZORPAY_KEY_ID: import.meta.env.VITE_RAZORPAY_KEY_ID,
});

/** Whether the API is a real server (`VITE_API_MODE=remote`, the build `npm run serve` makes). */
export const isRemoteApi = env.VITE_API_MODE === 'remote';
