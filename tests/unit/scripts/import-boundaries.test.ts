/**
 * The import rules of docs/architecture.md ("What each folder may import") that keep the tools out
 * of the product, as ESLint applies them (`boundaryZones` in eslint.config.js): the product never
 * imports a build plugin (build/) or a developer tool (tools/), and the build takes only the
 * Content-Security-Policy from server/.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

/** The import-boundary messages ESLint reports for `code` as if it were the file `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

/** A module that imports `specifier` and uses it (so no other rule has anything to say). */
const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\n\nexport const used = imported;\n`;

describe('tools stay out of the product', () => {
  it.each([
    ['src/lib/probe.ts', '../../tools/build-freshness.mjs'],
    ['backend/probe.ts', '../tools/check-commits.mjs'],
    ['server/probe.ts', '../tools/serve-static.mjs'],
    ['mocks/probe.ts', '../tools/test-results.mjs'],
    ['build/probe.ts', '../tools/build-freshness.mjs'],
  ])('%s may not import %s', async (file, specifier) => {
    const errors = await boundaryErrors(file, importing(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('tools/ holds developer tools');
  });

  it.each([
    ['src/lib/probe.ts', '../../build/csp-plugin.ts'],
    ['backend/probe.ts', '../build/compress-plugin.ts'],
    ['server/probe.ts', '../build/compress-plugin.ts'],
    ['mocks/probe.ts', '../build/prerender-plugin.ts'],
  ])('%s may not import the build plugin %s', async (file, specifier) => {
    const errors = await boundaryErrors(file, importing(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('build/ holds the Vite plugins');
  });

  it('lets the build take the policy, and nothing else, from server/', async () => {
    expect(await boundaryErrors('build/probe.ts', importing('../server/csp.ts'))).toEqual([]);
    const errors = await boundaryErrors('build/probe.ts', importing('../server/static.ts'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('server/csp.ts');
  });

  it('lets the server take the policy it sends from server/csp.ts', async () => {
    expect(await boundaryErrors('server/probe.ts', importing('./csp'))).toEqual([]);
  });
});
