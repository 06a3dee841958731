/**
 * The throwaway cluster's start (./pg-cluster.ts): a port found free that another process takes
 * before PostgreSQL binds it costs a try, not the test file that asked for the cluster.
 */
import { createServer, type Server } from 'node:net';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, postgresBin, startCluster, type Cluster } from './pg-cluster';

describe.skipIf(!postgresBin())('a throwaway PostgreSQL cluster', () => {
  let cluster: Cluster | undefined;
  let holder: Server | undefined;
  afterAll(async () => {
    await cluster?.destroy();
    await new Promise((resolve) => (holder ? holder.close(resolve) : resolve(undefined)));
  });

  it('starts on another port when the one it found free was taken first', async () => {
    // Another process's listener on the port the cluster is first offered.
    holder = createServer();
    const taken = await new Promise<number>((resolve, reject) => {
      holder!.once('error', reject);
      holder!.listen(0, '127.0.0.1', () => {
        const address = holder!.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    const offered: number[] = [];
    cluster = await startCluster({
      choosePort: async () => {
        const port = offered.length === 0 ? taken : await freePort();
        offered.push(port);
        return port;
      },
    });
    expect(offered[0]).toBe(taken);
    expect(offered).toHaveLength(2);
    expect(cluster.port).toBe(offered[1]);
    const sql = postgres(cluster.url(), { max: 1 });
    try {
      expect(await sql`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    } finally {
      await sql.end();
    }
    // A restart keeps the port it started on.
    await cluster.stop();
    await cluster.start();
    const again = postgres(cluster.url(), { max: 1 });
    try {
      expect(await again`SELECT 2 AS two`).toEqual([{ two: 2 }]);
    } finally {
      await again.end();
    }
  }, 60_000);
});
