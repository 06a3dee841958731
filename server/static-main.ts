/**
 * A static host for a built folder alone (dist-server/static.js), through server/static.ts like the
 * shop's server: the one entry that serves a build outside the shop's server. The tools start it
 * through tools/serve-static.mjs (which builds it first when needed): the bench serves dist/ with
 * it, the e2e run the static Storybook under /storybook/.
 * Usage: node dist-server/static.js [dir=dist] [port=4380] [basePath=/] [host=127.0.0.1]
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveBuild } from './static';

export interface StaticServerOptions {
  root: string;
  basePath?: string;
  port: number;
  host?: string;
}

/** Listens on `host:port` (0 picks a free port) and resolves once it accepts connections. */
export async function startStaticServer({
  root,
  basePath = '/',
  port,
  host = '127.0.0.1',
}: StaticServerOptions): Promise<Server> {
  const app = serveBuild({ root, basePath });
  // serve() answers with a plain http.Server unless it is given another createServer.
  const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

const invokedAs = process.argv[1];
if (invokedAs && import.meta.url === pathToFileURL(path.resolve(invokedAs)).href) {
  const [dir = 'dist', port = '4380', basePath = '/', host = '127.0.0.1'] = process.argv.slice(2);
  const server = await startStaticServer({ root: dir, basePath, port: Number(port), host });
  const { port: bound } = server.address() as AddressInfo;
  console.info(`serving ${path.resolve(dir)} at http://${host}:${bound}${basePath}`);
}
