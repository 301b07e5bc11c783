/**
 * Lighthouse's mobile performance audit (its default throttling) of the kiosk's first screens,
 * on the production build served by the real server, in Debian's Chromium. Prints the score,
 * CLS and LCP of each page; a figure to watch, not a gate (it varies with the machine's load).
 *
 *   npm run build && npx tsx bench/lighthouse.ts
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server';

const pages = ['/totem', '/totem/categorias'];

export async function runLighthouse(): Promise<void> {
  // Without the demo's past days: they are seeded after the server answers, so they ran
  // beside the measured page loads (the same process, the same core), and no kiosk screen
  // shows them (decision 048).
  const server = await startServer({ env: { SEED_DEMO_HISTORY: 'false' } });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const page of pages) {
      const url = `http://demo.localhost:${server.port}${page}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const { categories, audits, runtimeError } = result!.lhr;
      const score = categories.performance!.score;
      // A run that could not measure (a page too slow on a loaded machine) says why, not crash.
      if (score === null) {
        console.log(`Lighthouse mobile ${page}: no score (${runtimeError?.code ?? 'unknown'})`);
        continue;
      }
      const cls = audits['cumulative-layout-shift']!.numericValue!;
      const lcp = audits['largest-contentful-paint']!.numericValue!;
      console.log(
        `Lighthouse mobile ${page}: performance ${score.toFixed(2)} ` +
          `(goal >= 0.90), CLS ${cls.toFixed(3)} (goal < 0.05), LCP ${(lcp / 1000).toFixed(2)} s (goal < 2.5 s)`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLighthouse();
