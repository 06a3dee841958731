/**
 * The simulated back end runs in the page, so a write the page has sent dies with it until the back
 * end commits it; the page keeps such a write until then (src/api/pending-writes.ts). The back end
 * says it has the write (WRITE_ID_HEADER) in the very task that stores it, before the latency: a
 * reload can fall between any two tasks, so a later report could let the next page send a committed
 * write again, and an earlier one could let it drop an uncommitted one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WRITE_ID_HEADER } from '@/domain/console';
import { createSimulatedBackend, type SimulatedBackend } from '@backend/simulated';
import { createSimulation } from '@backend/simulation/simulation';
import { memoryPersistence } from '@backend/store/persistence';
import { DEMO_USER } from '@backend/store/seed';
import { PRODUCT } from './support';

const LATENCY_MS = 300;

interface Report {
  id: string;
  /** How many times the store had been saved when the report came. */
  saves: number;
  /** Whether a task queued by the latest save had run by then (it must not have). */
  taskAfterSaveRan: boolean;
}

let backend: SimulatedBackend | undefined;
afterEach(() => backend?.paymentSweep.stop());

function start() {
  const reports: Report[] = [];
  let saves = 0;
  let taskAfterSaveRan = false;
  const memory = memoryPersistence();
  const simulation = createSimulation({
    onWriteAnswered: (id) => reports.push({ id, saves, taskAfterSaveRan }),
  });
  backend = createSimulatedBackend({
    simulation,
    persistence: {
      ...memory,
      save(state) {
        saves += 1;
        taskAfterSaveRan = false;
        setTimeout(() => {
          taskAfterSaveRan = true;
        }, 0);
        return memory.save(state);
      },
    },
  });
  const api = backend.api;
  const send = (method: string, path: string, token: string, body?: unknown, write?: string) =>
    api.request(path, {
      method,
      headers: {
        authorization: token,
        'content-type': 'application/json',
        ...(write === undefined ? {} : { [WRITE_ID_HEADER]: write }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = async () => {
    const answer = await api.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    return String(((await answer.json()) as { encodedToken: string }).encodedToken);
  };
  return { simulation, reports, send, login, saves: () => saves };
}

describe('a kept write reported answered by the simulated back end', () => {
  it('is reported in the task that stores it, before the latency is waited out', async () => {
    const { simulation, reports, send, login, saves } = start();
    const token = await login();
    simulation.configure({ latencyMs: LATENCY_MS });
    const before = saves();
    let answered = false;
    const adding = Promise.resolve(
      send('POST', '/api/user/cart', token, { product: { _id: PRODUCT.lipstick } }, 'w-1'),
    ).then((response) => {
      answered = true;
      return response;
    });
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toEqual({ id: 'w-1', saves: before + 1, taskAfterSaveRan: false });
    expect(answered).toBe(false);
    expect((await adding).status).toBe(201);
  });

  it('a refusal is an answer too; a write without the header, or one that hangs, is not reported', async () => {
    const { simulation, reports, send, login } = start();
    const token = await login();
    const refused = await send(
      'POST',
      '/api/user/cart',
      token,
      { product: { _id: PRODUCT.outOfStock } },
      'w-refused',
    );
    expect(refused.status).toBe(400);
    await send('POST', '/api/user/cart', token, { product: { _id: PRODUCT.lipstick } });
    expect(reports.map((r) => r.id)).toEqual(['w-refused']);

    // Never reaching the route (the console's hang): never committed, never reported. The log
    // has its entry once the request is held.
    simulation.save({ latencyMs: 0, failures: { cart: 'hang' } });
    void send(
      'POST',
      `/api/user/cart/${PRODUCT.lipstick}`,
      token,
      { action: { type: 'increment' } },
      'w-hung',
    );
    await expect
      .poll(() => simulation.log.entriesAfter().some((entry) => entry.status === 0))
      .toBe(true);
    expect(reports.map((r) => r.id)).toEqual(['w-refused']);
  });
});
