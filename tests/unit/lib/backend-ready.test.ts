import { describe, expect, it, vi } from 'vitest';

// A fresh module each test: the starter is module state.
async function load() {
  vi.resetModules();
  return import('@/lib/backend-ready');
}

describe('the simulated back end starts on the first request', () => {
  it('does not start when registered, only when a call first waits for it, and only once', async () => {
    const { setBackendStarter, whenBackendReady } = await load();
    const starter = vi.fn(() => Promise.resolve('started'));
    setBackendStarter(starter);
    expect(starter).not.toHaveBeenCalled();
    await Promise.all([whenBackendReady(), whenBackendReady()]);
    await whenBackendReady();
    expect(starter).toHaveBeenCalledTimes(1);
  });

  it('lets calls through at once when no back end is registered', async () => {
    const { whenBackendReady } = await load();
    await expect(whenBackendReady()).resolves.toBeUndefined();
  });

  it('lets calls fail normally when the back end fails to start', async () => {
    const { setBackendStarter, whenBackendReady } = await load();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setBackendStarter(() => Promise.reject(new Error('no worker')));
    await expect(whenBackendReady()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('whenBackendStarted', () => {
  it('neither starts the back end nor settles before it has started', async () => {
    const { setBackendStarter, whenBackendReady, whenBackendStarted } = await load();
    let finish: (value: unknown) => void = () => undefined;
    const starter = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    setBackendStarter(starter);
    let settled = false;
    void whenBackendStarted().then(() => (settled = true));
    await Promise.resolve();
    expect(starter).not.toHaveBeenCalled();
    void whenBackendReady();
    await Promise.resolve();
    expect(settled).toBe(false);
    finish('started');
    await whenBackendStarted();
    expect(settled).toBe(true);
  });
});
