/**
 * zod compiles fast object parsers with `new Function` after probing whether eval is allowed; under
 * the build's Content-Security-Policy (no 'unsafe-eval') the probe is refused and, though zod
 * catches it, the browser reports a CSP violation. Imported first by src/main.tsx, before any
 * schema is built (zod reads the setting when an object schema is created).
 *
 * Without importing zod: the first paint has no schema to check, so zod (~25 kB gzip) loads with
 * the first form or with the simulated back end. zod 4 keeps its settings on this global (its
 * `z.config()` writes there, and it keeps an object it finds there: `core.js`, `globalConfig`);
 * tests/unit/lib/zod-jitless.test.ts checks that zod still reads it.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
