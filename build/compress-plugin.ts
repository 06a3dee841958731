/**
 * Vite plugin: once the app build (prerendered pages included) is written, every text file of some
 * size gets a brotli (`.br`) and a gzip (`.gz`) copy beside it, at the highest levels, so the server
 * (server/static.ts) sends them as they are and compresses nothing while it runs.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text files a browser downloads (fonts and images are compressed already). */
export const COMPRESSIBLE_FILE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/** Smaller files go as they are: the header bytes would eat the saving. */
export const MIN_COMPRESS_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`, when they are smaller. */
export async function compressFolder(dir: string): Promise<number> {
  let written = 0;
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_FILE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.byteLength < MIN_COMPRESS_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, packed] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (packed.byteLength >= body.byteLength) continue;
        await writeFile(file + suffix, packed);
        written += 1;
      }
    }),
  );
  return written;
}

export function compressBuild(): Plugin {
  let config: ResolvedConfig;
  let storybook = false;
  return {
    name: 'glamour:compress',
    // The client build only (not the SSR build the prerendering starts).
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
      // Storybook builds with this config too; its static build is served for one test only.
      storybook = JSON.stringify(resolved.build.rollupOptions.input ?? '').includes('iframe.html');
    },
    closeBundle: {
      // After every other plugin's closeBundle: the prerendered pages are written there.
      order: 'post',
      sequential: true,
      async handler() {
        if (storybook) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const written = await compressFolder(outDir);
        config.logger.info(`compressed copies written: ${written} (.br and .gz)`);
      },
    },
  };
}
