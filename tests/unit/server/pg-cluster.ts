/**
 * A throwaway PostgreSQL cluster for tests, from Debian's `postgresql` package: initdb into a
 * temporary directory, a free port, the socket in that directory, trust auth on 127.0.0.1 only.
 * PostgreSQL refuses to run as root, so as root every command runs as the `postgres` user.
 * `stop()` ends it at once (pg_ctl -m immediate) and `start()` brings the same data back, for the
 * tests of a database that goes away; `destroy()` stops it and removes the directory.
 * `startStandby(primary)` adds a streaming replica of it (pg_basebackup -R, hot standby) on a port
 * of its own; `startPgBouncer(cluster, database)` a PgBouncer in transaction mode in front of it.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  /** Where its first start looks for a port: by default, one the system finds free. */
  choosePort?: PortChooser;
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

/** Where a cluster's first start looks for a port (the tests of the retry below pass their own). */
export type PortChooser = () => Promise<number>;

/** How many ports a first start tries, each found free and taken before it bound (see below). */
const PORT_TRIES = 5;

/**
 * Runs the cluster in `dir`/data on a free port, its socket in `dir`. A port found free can be
 * taken before PostgreSQL binds it, by another test's server or by an outgoing connection's local
 * port from the same range (a full run on 2026-12-06: "could not bind IPv4 address: Address already
 * in use"), so a first start refused for that alone is tried again on another port. A restart
 * (`start()` after `stop()`) keeps its port: the tests hold its URL.
 */
async function serve(
  t: Tools,
  dir: string,
  settings: string[],
  choosePort: PortChooser = freePort,
): Promise<PrimaryCluster> {
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
  const startOn = async (port: number) => {
    const options = [`-p ${port}`, `-k ${dir}`, ...settings.map((s) => `-c ${s}`)].join(' ');
    await t.exec('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start']);
  };
  const stop = async () => {
    await t.exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };
  let port = await choosePort();
  for (let tries = 1; ; tries += 1) {
    // The log of this try alone: pg_ctl appends to it.
    await rm(log, { force: true });
    try {
      await startOn(port);
      break;
    } catch (error) {
      const taken = (await readFile(log, 'utf8').catch(() => '')).includes(
        'Address already in use',
      );
      if (!taken || tries >= PORT_TRIES) throw error;
      port = await choosePort();
    }
  }
  const start = () => startOn(port);

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
  return serve(
    t,
    dir,
    [
      'listen_addresses=127.0.0.1',
      'fsync=off',
      'synchronous_commit=off',
      'full_page_writes=off',
      'max_connections=200',
      // A standby can follow it (these are PostgreSQL's defaults, said here for the standby tests).
      'wal_level=replica',
      'max_wal_senders=10',
      ...(options.settings ?? []),
    ],
    options.choosePort,
  );
}

/**
 * A hot standby streaming from `primary`: a base backup of it (pg_basebackup -R writes the
 * connection back to it), started on another port. Its databases are the primary's, read-only.
 * The backup starts from an immediate checkpoint (`-c fast`): the default, a spread one, paces
 * its writes over the checkpoint's time budget and took about 100 s here for a freshly seeded shop.
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
    '-c',
    'fast',
    '--no-sync',
  ]);
  return serve(t, dir, [...primary.settings, 'hot_standby=on']);
}

/** Debian's pgbouncer, or undefined when the package is missing. */
export function pgbouncerBin(): string | undefined {
  return ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((file) => existsSync(file));
}

export interface PgBouncer {
  /** postgres://postgres@127.0.0.1:<its port>/<database> */
  url: string;
  port: number;
  /** Its console's answer to a SHOW command (e.g. 'CLIENTS'), as psql prints it. */
  show(what: string): Promise<string>;
  destroy(): Promise<void>;
}

/**
 * PgBouncer in transaction mode in front of `cluster`'s `database`: every transaction may run on
 * another server connection (two at most here), so session state and prepared statements do not
 * carry over, as in production. It refuses to run as root: as root it runs as `postgres`.
 */
export async function startPgBouncer(cluster: Cluster, database: string): Promise<PgBouncer> {
  const bouncer = pgbouncerBin();
  if (!bouncer) throw new Error('PgBouncer is not installed (apt-get install pgbouncer)');
  const t = await tools();
  const dir = await clusterDir(t);
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  await writeFile(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  await writeFile(
    ini,
    [
      '[databases]',
      `${database} = host=127.0.0.1 port=${cluster.port} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'admin_users = postgres',
      'pool_mode = transaction',
      'default_pool_size = 2',
      'max_client_conn = 200',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
    ].join('\n'),
  );
  const as = t.asRoot ? ['runuser', '-u', 'postgres', '--', bouncer] : [bouncer];
  await run(as[0] ?? bouncer, [...as.slice(1), '-d', ini]);
  const psql = (command: string, db: string) =>
    run(path.join(t.bin, 'psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      db,
      '-c',
      command,
    ]);
  // Daemonized: it answers once its port is open.
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await psql('SHOW VERSION', 'pgbouncer');
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    show: async (what) => (await psql(`SHOW ${what}`, 'pgbouncer')).stdout,
    async destroy() {
      const pid = Number((await readFile(path.join(dir, 'pgbouncer.pid'), 'utf8')).trim());
      if (pid > 0) process.kill(pid, 'SIGTERM');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return [Number(stdout.trim()), Number(group.trim())];
}
