/**
 * TODO(lead): delete with createCompressor in server/app.ts (compressAnswers() in
 * server/compression.ts replaces it). The in-process compression the server did before the build
 * wrote its compressed copies; nothing but server/app.ts uses it.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the request accepts (brotli first), or none. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

export async function compress(
  body: Uint8Array,
  encoding: Encoding,
  level: 'fast' | 'best',
): Promise<Uint8Array> {
  if (encoding === 'br')
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  return gzipAsync(body, { level: level === 'best' ? 9 : 6 });
}

export function isCompressible(contentType: string | null, size: number): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType) && size >= MIN_COMPRESS_BYTES;
}
