// Responsiveness after load (INP-like): on a phone profile (412 × 915, touch, Chromium's CPU 4×
// slower through CDP), the time from a tap on Add to Cart, on Filters (the sheet opening), on a
// filter checkbox in it and from a key in the search box to the next paint, as the browser's Event
// Timing API measures it (PerformanceObserver 'event' entries: input delay + processing +
// presentation, per interaction, the figure INP is made of). Each figure is the median of RUNS
// fresh page loads, each after the page is live and quiet, against the built app (the simulated
// back end, its default 400 ms latency).
import { chromium, devices } from 'playwright';
import { CHROMIUM, FLAGS } from './lighthouse.mjs';

const RUNS = Number(process.env.INP_RUNS ?? 5);
const PHONE = { ...devices['Pixel 7'], viewport: { width: 412, height: 915 } };
delete PHONE.defaultBrowserType;

/**
 * Starts recording interactions in the page: every event entry, longest per interaction, of the
 * interactions that begin from now. The browser reports an interaction after its next paint, so an
 * earlier one (the tap that opened the filters) can still arrive after this starts: it is not
 * counted here.
 */
async function observe(page) {
  await page.evaluate(() => {
    window.__interactions = new Map();
    const since = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId || entry.startTime < since) continue;
        const seen = window.__interactions.get(entry.interactionId) ?? 0;
        window.__interactions.set(entry.interactionId, Math.max(seen, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
}

/** The longest interaction since `observe`, once the browser has reported it (entries are async). */
async function longestInteraction(page) {
  await page.waitForFunction(() => window.__interactions.size > 0, null, { timeout: 10_000 });
  // Interactions under 16 ms are not reported: none at all within 10 s would mean a broken page,
  // which the wait above reports.
  return page.evaluate(() => Math.max(...window.__interactions.values()));
}

async function livePage(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

const INTERACTIONS = {
  'tap Add to Cart (/products)': async (context, baseUrl) => {
    const page = await livePage(context, `${baseUrl}/products`);
    const add = page.getByRole('button', { name: /^add to cart/i }).first();
    await observe(page);
    await add.tap();
    return { page, ms: await longestInteraction(page) };
  },
  'tap Filters, the sheet opens (/products)': async (context, baseUrl) => {
    const page = await livePage(context, `${baseUrl}/products`);
    await observe(page);
    await page.getByRole('button', { name: /^Filters/ }).tap();
    await page.getByRole('checkbox', { name: /^Makeup/ }).waitFor();
    return { page, ms: await longestInteraction(page) };
  },
  'tap a filter checkbox (/products)': async (context, baseUrl) => {
    const page = await livePage(context, `${baseUrl}/products`);
    // On a phone the filters are in a sheet: open it first (not measured).
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const makeup = page.getByRole('checkbox', { name: /^Makeup/ });
    await makeup.waitFor();
    await observe(page);
    await makeup.tap();
    return { page, ms: await longestInteraction(page) };
  },
  'key in the search box (/)': async (context, baseUrl) => {
    const page = await livePage(context, `${baseUrl}/`);
    const search = page.getByPlaceholder('Search on Glamour');
    await search.tap();
    await observe(page);
    await page.keyboard.press('l');
    return { page, ms: await longestInteraction(page) };
  },
};

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

export async function responsivenessFigures(baseUrl, runs = RUNS) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const rows = [];
  try {
    for (const [name, interact] of Object.entries(INTERACTIONS)) {
      const times = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext(PHONE);
        // A guest's session, so Add to Cart adds (it asks a visitor to log in otherwise).
        await context.addInitScript(() => localStorage.setItem('glamour.latency', '400'));
        const login = await context.newPage();
        await login.goto(`${baseUrl}/login`);
        await login.getByRole('button', { name: 'Login As Guest' }).tap();
        await login.waitForURL((url) => !url.pathname.startsWith('/login'));
        await login.close();
        try {
          const { ms } = await interact(context, baseUrl);
          times.push(ms);
        } catch (error) {
          console.log(`  ${name}: run ${i + 1} failed: ${String(error).split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
      rows.push({
        interaction: name,
        runs: times.length,
        medianMs: median(times),
        worstMs: times.length ? Math.max(...times) : NaN,
        all: times.join(' '),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Standalone: node tools/bench/responsiveness.mjs <baseUrl> */
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await responsivenessFigures(process.argv[2] ?? 'http://127.0.0.1:4190'));
}
