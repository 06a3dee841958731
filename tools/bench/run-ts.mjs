// Bundles a TypeScript bench entry with esbuild (tsconfig paths honoured) and runs it in Node.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function runTs(entry) {
  const dir = mkdtempSync(path.join(tmpdir(), 'glamour-bench-'));
  const outfile = path.join(dir, 'bench.mjs');
  try {
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
    });
    const lines = [];
    const original = console.log;
    console.log = (line) => lines.push(String(line));
    try {
      await import(pathToFileURL(outfile).href);
    } finally {
      console.log = original;
    }
    return JSON.parse(lines.at(-1) ?? 'null');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
