import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** Lets toasts and other transitions finish, so axe reads the colours people read. */
async function settle(page: Page) {
  await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** WCAG 2.2 level AA: the 2.0, 2.1 and 2.2 rules of levels A and AA (issue 30). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's minified build, read once per worker. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe in the page itself, loaded once per document (decision 099). @axe-core/playwright sent
 * axe's unminified source (1.4 MB) twice per check and brought back every rule's passes too:
 * hundreds of checks a run, each paying for it. No screen has a frame, the one thing it also did.
 */
async function runAxe(page: Page): Promise<AxeResults['violations']> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: wcagTags },
    // Only the violations are read: the other kinds are left at one node each.
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async (runOptions) =>
      (
        await (
          window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }
        ).axe.run(document, runOptions)
      ).violations,
    options,
  );
}

/** The serious and critical findings of axe (WCAG 2.2 A and AA rules) on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  await settle(page);
  const violations = await runAxe(page);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

/**
 * The serious and critical findings that last: a toast that starts fading out while axe reads
 * it is measured half transparent, so a finding is read again for up to `patienceMs` before it
 * counts. An empty list when the screen is clean.
 */
export async function lastingSeriousViolations(page: Page, patienceMs = 6000): Promise<string[]> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const report = await seriousViolations(page);
    if (report.length === 0 || Date.now() > deadline) return report;
    await page.waitForTimeout(500);
  }
}

/**
 * Records the screen's lasting serious and critical findings as a soft failure, so one run
 * lists every screen's findings instead of stopping at the first.
 */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const report = await lastingSeriousViolations(page);
  expect.soft(report, `axe on ${screen}:\n${report.join('\n')}`).toEqual([]);
}

/**
 * The controls (buttons, links, fields) the customer cannot see without scrolling: outside the
 * viewport with the page scrolled to the top. Inside an open dialog only the dialog's count,
 * the screen behind it being out of reach.
 */
export async function controlsBelowTheFold(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
    const root = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : document.body;
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"], [role="link"]',
    );
    const outside: string[] = [];
    for (const control of Array.from(controls)) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom > window.innerHeight + 0.5 || box.right > window.innerWidth + 0.5) {
        const name =
          control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        outside.push(`'${name}' ends at ${Math.round(box.bottom)} px`);
      }
    }
    return outside;
  });
}
