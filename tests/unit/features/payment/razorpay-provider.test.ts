import { describe, expect, it, vi } from 'vitest';
import { PaymentError, type PaymentOptions } from '@/domain/payment';
import {
  createRazorpayProvider,
  RAZORPAY_SCRIPT_URL,
  SCRIPT_FAILED_MESSAGE,
  SCRIPT_TIMEOUT_MS,
  type RazorpayConstructor,
  type ScriptHost,
} from '@/features/payment/razorpay-provider';

/** A fake document whose <script> elements the test loads or fails by hand. */
function fakeHost() {
  const scripts: Array<{
    src: string;
    async: boolean;
    onload: (() => void) | null;
    onerror: (() => void) | null;
    remove: () => void;
    removed: boolean;
  }> = [];
  const win: ScriptHost['window'] = {};
  const host: ScriptHost = {
    window: win,
    document: {
      createElement: (() => {
        const script = {
          src: '',
          async: false,
          onload: null,
          onerror: null,
          removed: false,
          remove: () => {
            script.removed = true;
          },
        };
        scripts.push(script);
        return script;
      }) as unknown as Document['createElement'],
      head: { appendChild: vi.fn() } as unknown as HTMLHeadElement,
    },
  };
  return { host, scripts, win };
}

const options: PaymentOptions = {
  orderId: 'order_RZP00000000001',
  receipt: 'shop-order-1',
  amount: 123450,
  currency: 'INR',
  name: 'Glamour',
  description: 'Thank you for shopping with us',
  image: 'https://shop.test/favicon.svg',
  prefill: { name: 'Aanya Sharma', email: 'a@glamour.test', contact: '9999999999' },
  theme: { color: '#7e22ce' },
};

const success = {
  razorpay_payment_id: 'pay_29QQoUBi66xm2f',
  razorpay_order_id: 'order_RZP00000000001',
  razorpay_signature: 'ab'.repeat(32),
};
const result = {
  paymentId: 'pay_29QQoUBi66xm2f',
  orderId: 'order_RZP00000000001',
  signature: 'ab'.repeat(32),
};

/** A fake Razorpay class that records its options and lets the test play the shopper. */
function fakeRazorpay() {
  const created: Array<{
    options: ConstructorParameters<RazorpayConstructor>[0];
    failed?: (response: { error?: { description?: string } }) => void;
    opened: boolean;
  }> = [];
  class FakeRazorpay {
    private readonly record: (typeof created)[number];
    constructor(opts: ConstructorParameters<RazorpayConstructor>[0]) {
      this.record = { options: opts, opened: false };
      created.push(this.record);
    }
    open() {
      this.record.opened = true;
    }
    on(_event: 'payment.failed', handler: (r: { error?: { description?: string } }) => void) {
      this.record.failed = handler;
    }
  }
  return { Razorpay: FakeRazorpay as RazorpayConstructor, created };
}

describe('Razorpay provider: loading checkout.js', () => {
  it('adds one async script for checkout.js and resolves once it defines Razorpay', async () => {
    const { host, scripts, win } = fakeHost();
    const provider = createRazorpayProvider('rzp_test_key', () => host);
    const first = provider.load();
    const second = provider.load();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: RAZORPAY_SCRIPT_URL, async: true });
    expect(host.document.head.appendChild).toHaveBeenCalledTimes(1);
    win.Razorpay = fakeRazorpay().Razorpay;
    scripts[0]?.onload?.();
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    // Already there: no second script.
    await provider.load();
    expect(scripts).toHaveLength(1);
  });

  it("rejects with a 'script' PaymentError carrying the spec's message when the script fails", async () => {
    const { host, scripts } = fakeHost();
    const provider = createRazorpayProvider('rzp_test_key', () => host);
    const loading = provider.load();
    scripts[0]?.onerror?.();
    const error = await loading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toMatchObject({ kind: 'script', message: SCRIPT_FAILED_MESSAGE });
    expect(SCRIPT_FAILED_MESSAGE).toBe(
      'Razorpay SDK failed to load, check your internet connection',
    );
    expect(scripts[0]?.removed).toBe(true);
    // The next attempt tries again with a fresh script.
    void provider.load().catch(() => {});
    expect(scripts).toHaveLength(2);
  });

  it('treats a script that loads without defining Razorpay as a failure', async () => {
    const { host, scripts } = fakeHost();
    const provider = createRazorpayProvider('rzp_test_key', () => host);
    const loading = provider.load();
    scripts[0]?.onload?.();
    await expect(loading).rejects.toMatchObject({ kind: 'script' });
  });

  it('gives up on a script that never answers, and its late answer leaves the next attempt be', async () => {
    vi.useFakeTimers();
    try {
      const { host, scripts, win } = fakeHost();
      const provider = createRazorpayProvider('rzp_test_key', () => host);
      const loading = provider.load();
      const outcome = loading.then(
        () => 'loaded',
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
      expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ kind: 'script', message: SCRIPT_FAILED_MESSAGE });
      expect(scripts[0]?.removed).toBe(true);
      // Place Order again: a fresh script; the first one's error, arriving late, does not fail it.
      const again = provider.load();
      expect(scripts).toHaveLength(2);
      scripts[0]?.onerror?.();
      win.Razorpay = fakeRazorpay().Razorpay;
      scripts[1]?.onload?.();
      await expect(again).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Razorpay provider: opening a payment', () => {
  function ready() {
    const { host, win } = fakeHost();
    const fake = fakeRazorpay();
    win.Razorpay = fake.Razorpay;
    return { provider: createRazorpayProvider('rzp_test_key', () => host), ...fake };
  }

  it('opens checkout with the key and the order options, and resolves with the payment id', async () => {
    const { provider, created } = ready();
    const paying = provider.open(options);
    expect(created).toHaveLength(1);
    expect(created[0]?.opened).toBe(true);
    const { orderId, receipt: _receipt, ...rest } = options;
    // The server's Razorpay order: checkout opens with its order_id, for exactly its amount.
    expect(created[0]?.options).toMatchObject({ ...rest, order_id: orderId, key: 'rzp_test_key' });
    created[0]?.options.handler(success);
    await expect(paying).resolves.toEqual(result);
  });

  it("rejects 'dismissed' when the shopper closes the window", async () => {
    const { provider, created } = ready();
    const paying = provider.open(options);
    created[0]?.options.modal.ondismiss();
    await expect(paying).rejects.toMatchObject({ kind: 'dismissed' });
  });

  it("keeps the window open after a failed attempt, and rejects 'failed' with its reason on close", async () => {
    const { provider, created } = ready();
    const paying = provider.open(options);
    const settled = vi.fn();
    paying.then(settled, settled);
    created[0]?.failed?.({ error: { description: 'Payment declined by bank' } });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    created[0]?.options.modal.ondismiss();
    await expect(paying).rejects.toMatchObject({
      kind: 'failed',
      message: 'Payment declined by bank',
    });
  });

  it('still succeeds when a retry after a failure goes through', async () => {
    const { provider, created } = ready();
    const paying = provider.open(options);
    created[0]?.failed?.({ error: { description: 'Payment declined by bank' } });
    created[0]?.options.handler(success);
    await expect(paying).resolves.toEqual(result);
  });

  it("rejects 'script' when opened before the script is there", async () => {
    const { host } = fakeHost();
    await expect(createRazorpayProvider('k', () => host).open(options)).rejects.toMatchObject({
      kind: 'script',
    });
  });
});
