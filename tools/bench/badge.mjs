// Time from a click on Add to Cart to the navbar's cart badge showing the new count, with the
// simulated back end answering in its default 400 ms (the update is optimistic, so it should not wait).
import { chromium } from 'playwright';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function badgeFigures(baseUrl, runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const times = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('glamour.latency', '400'));
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Login As Guest' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      // Start from an empty cart so the badge goes from nothing to 1.
      await page.evaluate(async () => {
        const token = localStorage.getItem('token') ?? '';
        const res = await fetch('/api/user/cart', { headers: { authorization: token } });
        const { cart } = await res.json();
        for (const line of cart)
          await fetch(`/api/user/cart/${line._id}`, {
            method: 'DELETE',
            headers: { authorization: token },
          });
      });
      await page.goto(`${baseUrl}/products`);
      const add = page.getByRole('button', { name: /^add to cart/i }).first();
      await add.waitFor();
      // Let the cart query answer first (400 ms here): an optimistic update needs a cart to add to.
      await page.waitForTimeout(1500);
      const elapsed = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const link = document.querySelector('a[href="/cart"]');
            const button = [...document.querySelectorAll('button')].find((b) =>
              /^add to cart/i.test(b.textContent?.trim() ?? ''),
            );
            if (!link || !button) return resolve(NaN);
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (/\b1\b/.test(link.textContent ?? '')) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(link, { subtree: true, childList: true, characterData: true });
            button.click();
            setTimeout(() => resolve(NaN), 5000);
          }),
      );
      times.push(elapsed);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const valid = times.filter(Number.isFinite).sort((a, b) => a - b);
  return {
    runs: times.length,
    medianMs: valid.length ? Math.round(valid[Math.floor(valid.length / 2)]) : NaN,
    worstMs: valid.length ? Math.round(valid.at(-1)) : NaN,
  };
}
