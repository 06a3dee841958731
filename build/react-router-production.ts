import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where react-router keeps its development build; the production one is beside it. */
const DEVELOPMENT = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/;

/**
 * Bundles React Router's production build. Every condition of react-router's package exports
 * points at its development build (remix-run/react-router#14102, still so in 7.18), which has
 * `ENABLE_DEV_WARNINGS` on. A shopper's bundle would then carry the developer warnings: their
 * checks and messages, some built on every render of `<Routes>`, and console output. The package
 * ships the production build beside it, the same code with the flag off. In the build only: the
 * dev server and the tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'glamour:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const production = resolved.id.replace(DEVELOPMENT, '$1production$2');
      return production !== resolved.id && existsSync(production)
        ? { ...resolved, id: production }
        : resolved;
    },
  };
}
