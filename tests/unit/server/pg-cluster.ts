/**
 * A throwaway PostgreSQL cluster for tests, from Debian's `postgresql` package: initdb into a
 * temporary directory, a free port, the socket in that directory, trust auth on 127.0.0.1 only.
 * PostgreSQL refuses to run as root, so as root every command runs as the `postgres` user.
 * `stop()` ends it at once (pg_ctl -m immediate) and `start()` brings the same data back, for the
 * tests of a database that goes away; `destroy()` stops it and removes the directory.
 * `startStandby(primary)` adds a streaming replica of it (pg_basebackup -R, hot standby) on a port
 * of its own.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin directory, or undefined when the package is missing. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  port: number;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export interface ClusterOptions {
  /** More server settings (`name=value`), e.g. shared_preload_libraries=pg_stat_statements. */
  settings?: string[];
}

export interface PrimaryCluster extends Cluster {
  /** The directory its socket is in, and the settings it runs with (a standby takes the same). */
  readonly dir: string;
  readonly settings: string[];
}

interface Tools {
  bin: string;
  asRoot: boolean;
  exec(file: string, args: string[]): Promise<unknown>;
}

async function tools(): Promise<Tools> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  return {
    bin,
    asRoot,
    exec: (file, args) =>
      asRoot
        ? run('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args])
        : run(path.join(bin, file), args),
  };
}

/** A directory PostgreSQL's user owns. */
async function clusterDir({ asRoot }: Tools): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'glamour-pg-'));
  if (asRoot) await chown(dir, ...(await postgresIds()));
  return dir;
}

/** Runs the cluster in `dir`/data on a free port, its socket in `dir`. */
async function serve(t: Tools, dir: string, settings: string[]): Promise<PrimaryCluster> {
  const data = path.join(dir, 'data');
  const port = await freePort();
  const options = [`-p ${port}`, `-k ${dir}`, ...settings.map((s) => `-c ${s}`)].join(' ');
  const start = async () => {
    await t.exec('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await t.exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };
  await start();

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    port,
    dir,
    settings,
    async createDatabase(name) {
      await t.exec('psql', [
        '-h',
        dir,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-c',
        `CREATE DATABASE "${name}"`,
      ]);
      return url(name);
    },
    stop,
    start,
    async destroy() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function startCluster(options: ClusterOptions = {}): Promise<PrimaryCluster> {
  const t = await tools();
  const dir = await clusterDir(t);
  const data = path.join(dir, 'data');
  // initdb's trust setup lets 127.0.0.1 connect for replication too (pg_hba.conf's last lines).
  await t.exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  return serve(t, dir, [
    'listen_addresses=127.0.0.1',
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    'max_connections=200',
    // A standby can follow it (these are PostgreSQL's defaults, said here for the standby tests).
    'wal_level=replica',
    'max_wal_senders=10',
    ...(options.settings ?? []),
  ]);
}

/**
 * A hot standby streaming from `primary`: a base backup of it (pg_basebackup -R writes the
 * connection back to it), started on another port. Its databases are the primary's, read-only.
 */
export async function startStandby(primary: PrimaryCluster): Promise<Cluster> {
  const t = await tools();
  const dir = await clusterDir(t);
  await t.exec('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    path.join(dir, 'data'),
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  return serve(t, dir, [...primary.settings, 'hot_standby=on']);
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return [Number(stdout.trim()), Number(group.trim())];
}
