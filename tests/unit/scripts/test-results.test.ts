// Flaky tests and covered stories, read from the shapes Vitest's and Playwright's JSON reporters
// write (trimmed to the fields used; the Playwright one is what a retried journey really produced).
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeFlaky,
  failedInPlaywright,
  failedInVitest,
  flakyInPlaywright,
  flakyInVitest,
  readReport,
  slowestInVitest,
  storiesInVitest,
} from '../../../tools/test-results.mjs';
import { changesOfStories, type Change } from '../../../tools/visual/core.mjs';
import { renderReport } from '../../../tools/visual/report.mjs';

const root = '/repo';
const vitestReport = {
  testResults: [
    {
      name: '/repo/stories/flows/guest-checkout.stories.tsx',
      assertionResults: [
        {
          fullName: 'Home to order history, as the guest',
          status: 'passed',
          duration: 75_300,
          meta: {
            storyId: 'flows-guest-checkout--guest-checkout',
            attempts: [
              {
                ms: 61_200,
                passed: false,
                error: 'Unable to find role="dialog" and name "Pay ₹303.00"',
              },
              { ms: 14_100, passed: true },
            ],
          },
        },
      ],
    },
    {
      name: '/repo/stories/ui/button.stories.tsx',
      assertionResults: [
        {
          fullName: 'Primary',
          status: 'passed',
          duration: 600,
          meta: { storyId: 'ui-button--primary', attempts: [{ ms: 600, passed: true }] },
        },
        {
          // Failed at both attempts: a failure, not a flaky test.
          fullName: 'Secondary',
          status: 'failed',
          duration: 2_000,
          meta: {
            storyId: 'ui-button--secondary',
            attempts: [
              { ms: 1_000, passed: false, error: 'x' },
              { ms: 1_000, passed: false, error: 'x' },
            ],
          },
        },
      ],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'checkout.spec.ts',
      file: 'checkout.spec.ts',
      specs: [
        {
          title: 'pays once',
          file: 'checkout.spec.ts',
          tests: [
            {
              projectName: 'desktop',
              status: 'expected',
              results: [{ status: 'passed', duration: 900 }],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'coupons',
          file: 'checkout.spec.ts',
          specs: [
            {
              title: 'applies FIRSTGLAM',
              file: 'checkout.spec.ts',
              tests: [
                {
                  projectName: 'desktop',
                  status: 'flaky',
                  results: [
                    {
                      retry: 0,
                      status: 'failed',
                      duration: 60_000,
                      error: {
                        message: '\u001b[31mTest timeout of 60000ms exceeded.\u001b[39m\nmore',
                      },
                    },
                    { retry: 1, status: 'passed', duration: 8_000 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('flaky tests', () => {
  it('names a story that failed, then passed on its retry, with both durations', () => {
    const flaky = flakyInVitest(vitestReport, root);
    expect(flaky).toEqual([
      {
        kind: 'story',
        name: 'Home to order history, as the guest',
        file: 'stories/flows/guest-checkout.stories.tsx',
        attempts: vitestReport.testResults[0]!.assertionResults[0]!.meta.attempts,
      },
    ]);
    expect(describeFlaky(flaky[0]!)).toBe(
      'story "Home to order history, as the guest" (stories/flows/guest-checkout.stories.tsx): ' +
        'failed in 61.2 s, then passed in 14.1 s; first failure: Unable to find role="dialog" and name "Pay ₹303.00"',
    );
  });

  it('names a journey Playwright marked flaky, with its project, describe block and attempts', () => {
    const flaky = flakyInPlaywright(playwrightReport);
    expect(flaky).toHaveLength(1);
    expect(describeFlaky(flaky[0]!)).toBe(
      'e2e "[desktop] › coupons › applies FIRSTGLAM" (checkout.spec.ts): failed in 60.0 s, then passed in 8.0 s; first failure: Test timeout of 60000ms exceeded.',
    );
  });

  it('finds none in reports without retries, and none in a missing report', () => {
    const clean = { testResults: [vitestReport.testResults[1]] };
    expect(flakyInVitest(clean, root)).toEqual([]);
    expect(flakyInVitest(null)).toEqual([]);
    expect(flakyInPlaywright(undefined)).toEqual([]);
  });

  it('shows them on the visual review page, with every attempt', () => {
    const html = renderReport([], (f) => f, {
      generatedAt: 'now',
      flaky: flakyInVitest(vitestReport, root),
    });
    expect(html).toContain('Flaky: 1 test failed, then passed on the retry');
    expect(html).toContain('failed in 61.2 s, then passed in 14.1 s');
    expect(renderReport([], (f) => f, { generatedAt: 'now' })).not.toContain('Flaky');
  });
});

describe('failed tests', () => {
  it('names a story that failed at every attempt, and only that one', () => {
    const failed = failedInVitest(vitestReport, root);
    expect(failed.map((t) => t.name)).toEqual(['Secondary']);
    expect(describeFlaky(failed[0]!)).toBe(
      'story "Secondary" (stories/ui/button.stories.tsx): failed in 1.0 s, then failed in 1.0 s; first failure: x',
    );
  });

  it("gives Vitest's own message for a story that failed before it recorded an attempt", () => {
    const report = {
      testResults: [
        {
          name: '/repo/stories/flows/request-tester.stories.tsx',
          assertionResults: [
            {
              fullName: 'Send, history, copy as cURL',
              status: 'failed',
              duration: 120_000,
              failureMessages: ['\u001b[31mError: Test timed out in 120000ms.\u001b[39m\n at x'],
            },
          ],
        },
      ],
    };
    expect(failedInVitest(report, root).map(describeFlaky)).toEqual([
      'story "Send, history, copy as cURL" (stories/flows/request-tester.stories.tsx): failed in 120.0 s; first failure: Error: Test timed out in 120000ms.',
    ]);
  });

  it('names a journey that failed at every attempt, not one that passed on its retry', () => {
    const report = structuredClone(playwrightReport);
    const journey = report.suites[0]!.specs[0]!.tests[0]!;
    journey.status = 'unexpected';
    journey.results = [
      { status: 'failed', duration: 3_000 },
      { status: 'failed', duration: 2_000 },
    ];
    expect(failedInPlaywright(report).map(describeFlaky)).toEqual([
      'e2e "[desktop] › pays once" (checkout.spec.ts): failed in 3.0 s, then failed in 2.0 s',
    ]);
    expect(failedInPlaywright(playwrightReport)).toEqual([]);
  });
});

describe('what a run covered', () => {
  it('lists the story ids it ran, and keeps only their screenshots for review', () => {
    const ran = storiesInVitest(vitestReport);
    expect(ran).toEqual(
      new Set([
        'flows-guest-checkout--guest-checkout',
        'ui-button--primary',
        'ui-button--secondary',
      ]),
    );
    const change = (storyKey: string): Change => ({
      arg: `${storyKey}/1280`,
      kind: 'changed',
      baseline: 'b',
      actual: 'a',
      diff: null,
      storyKey,
    });
    // Screenshot files are named by the sanitized story id ('--' becomes '-').
    const changes = [change('ui-button-primary'), change('ui-card-plain')];
    expect(changesOfStories(changes, ran!).map((c) => c.storyKey)).toEqual(['ui-button-primary']);
    expect(storiesInVitest(null)).toBeNull();
  });

  it('gives the slowest tests first', () => {
    expect(slowestInVitest(vitestReport, 2, root).map((t) => [t.name, t.ms])).toEqual([
      ['Home to order history, as the guest', 75_300],
      ['Secondary', 2_000],
    ]);
  });
});

describe('readReport', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a report, but not one older than the run (an earlier run's) nor a broken one", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
    const file = path.join(dir, 'r.json');
    writeFileSync(file, JSON.stringify({ ok: 1 }));
    utimesSync(file, 1_000, 1_000);
    expect(readReport(file)).toEqual({ ok: 1 });
    expect(readReport(file, 2_000_000)).toBeNull();
    writeFileSync(file, '{ broken');
    expect(readReport(file)).toBeNull();
    expect(readReport(path.join(dir, 'missing.json'))).toBeNull();
  });
});
