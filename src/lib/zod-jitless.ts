/**
 * zod compiles fast object parsers with `new Function` after probing whether eval is allowed; under
 * the build's Content-Security-Policy (no 'unsafe-eval') the probe is refused and, though zod
 * catches it, the browser reports a CSP violation. Imported first by src/main.tsx, before any
 * schema is built (zod reads the setting when an object schema is created).
 */
import { z } from 'zod';

z.config({ jitless: true });
