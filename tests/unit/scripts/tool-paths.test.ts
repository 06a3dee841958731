/**
 * Every file a command names exists: the npm scripts (package.json), the steps of `npm test`
 * (tools/test-all.mjs --list), the servers the e2e run starts (playwright.config.ts), and what makes
 * a build stale (tools/build-freshness.mjs). A moved tool otherwise fails only when that command runs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_INPUTS } from '../../../tools/build-freshness.mjs';

/** The project files a shell command names: `node <file>`, `--reporter=./<file>`, `--config <file>`. */
function filesNamed(command: string): string[] {
  const named = /(?:\bnode\s+|--reporter=\.\/|--config\s+)([\w./-]+\.(?:mjs|js|ts))/g;
  return [...command.matchAll(named)].map((match) => match[1] ?? '');
}

const packageScripts = Object.values(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
);

describe('the files commands name', () => {
  it('exist for every npm script', () => {
    const files = packageScripts.flatMap(filesNamed);
    // serve, test, both story runs' reporter, visual review and accept, bench.
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });

  it('exist for every step of `npm test`', () => {
    const steps = execFileSync(process.execPath, ['tools/test-all.mjs', '--list'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    expect(steps.map((line) => line.split('\t')[0])).toContain('e2e');
    const files = steps.flatMap(filesNamed);
    // The commit-subject check and the story reporter.
    expect(files).toEqual(
      expect.arrayContaining(['tools/check-commits.mjs', 'tools/stories-json-reporter.mjs']),
    );
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });

  it('exist for every server the e2e run starts', async () => {
    const { default: config } = await import('../../../playwright.config');
    const commands = [config.webServer ?? []].flat().map((server) => server.command);
    const files = commands.flatMap(filesNamed);
    // vite preview, the server project's two servers, the static Storybook.
    expect(files).toEqual(['tools/serve.mjs', 'tools/serve.mjs', 'tools/serve-static.mjs']);
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });

  it('exist for every input that makes a build stale, the build’s plugins among them', () => {
    expect(BUILD_INPUTS).toContain('build');
    for (const input of BUILD_INPUTS) expect(existsSync(input), input).toBe(true);
  });
});
