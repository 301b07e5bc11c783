/**
 * Lighthouse's mobile performance audit (its default settings: the mobile preset, simulated
 * throttling) of the kiosk's first screens and of the owner's dashboard signed in, on the
 * production build served by the real server, in Debian's Chromium limited to one core
 * (`taskset -c 1`, as on a cheap kiosk tablet), beside a bare React page measured in the same
 * run (bench/lib/react-anchor.ts). Each page is measured in turns, `BENCH_LIGHTHOUSE_RUNS`
 * times (default 3, or `--runs N`); the medians are printed with every run's figures, the load average before
 * and after, and the run's Lighthouse settings. A figure to watch, not a gate (issue #38,
 * decision 063): the kiosk's JavaScript budget is the gate.
 *
 *   npm run build && npx tsx bench/lighthouse.ts
 *   BENCH_CHROMIUM_CPUS=0-1 npx tsx bench/lighthouse.ts   # Chromium on both cores
 *   BENCH_LIGHTHOUSE_PAGES=/cardapio npx tsx bench/lighthouse.ts   # those pages (and the anchor)
 *   BENCH_LIGHTHOUSE_REPORTS=/tmp/lh npx tsx bench/lighthouse.ts   # each run's report kept (JSON)
 *
 * The browser is Debian's headless shell when installed (`apt-get install
 * chromium-headless-shell`), else the full browser, whose own UI renderers share the measured
 * core (bench/lib/chromium.ts, decision 098); the settings line names the one used:
 *
 *   CHROMIUM_PATH=/usr/bin/chromium npx tsx bench/lighthouse.ts   # the full browser
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchChromiumPath, pinnedChromium } from './lib/chromium';
import { demoAdminCookie, payKioskOrdersToday, waitForDemoHistory } from './lib/demo-dashboard';
import { startReactAnchor } from './lib/react-anchor';
import { startServer } from './lib/server';

interface Page {
  name: string;
  url: string;
  /** What the page is held to (issue #38). */
  goal: { score: number; tbtMs: number; cls: number };
  cookie?: string;
}

interface Figures {
  score: number | null;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  error?: string;
}

const runsFlag = process.argv.indexOf('--runs');
const runs = Number(
  runsFlag > 0 ? process.argv[runsFlag + 1] : (process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
);
const chromiumCpus = process.env.BENCH_CHROMIUM_CPUS ?? '1';
/** Page names to measure, comma-separated (default all); the anchor is always measured. */
const onlyPages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
/** Prints the main thread's largest items of each run (bootup-time, mainthread-work-breakdown). */
const details = process.env.BENCH_LIGHTHOUSE_DETAILS === '1';
/** A folder to keep each run's full report in (JSON: the trace's audits, the treemap's data). */
const reportsFolder = process.env.BENCH_LIGHTHOUSE_REPORTS;
let reportCount = 0;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function printDetails(name: string, audits: Record<string, { details?: unknown }>): void {
  type Items = { items?: Record<string, unknown>[] };
  const top = (audit: string, label: string, value: string) =>
    ((audits[audit]?.details as Items | undefined)?.items ?? [])
      .slice(0, 6)
      .map((item) => `${String(item[label])} ${Math.round(Number(item[value]))} ms`)
      .join('; ');
  console.log(
    `    ${name} main thread: ${top('mainthread-work-breakdown', 'groupLabel', 'duration')}`,
  );
  console.log(`    ${name} bootup: ${top('bootup-time', 'url', 'total')}`);
}

let settingsShown = false;

async function measure(chromePort: number, page: Page): Promise<Figures> {
  const result = await lighthouse(page.url, {
    port: chromePort,
    onlyCategories: ['performance'],
    logLevel: 'error',
    ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
  });
  const { categories, audits, runtimeError, configSettings, environment } = result!.lhr;
  if (!settingsShown) {
    settingsShown = true;
    const { throttling, screenEmulation } = configSettings;
    console.log(
      `Lighthouse ${result!.lhr.lighthouseVersion}, ${configSettings.formFactor} preset, ` +
        `throttling ${configSettings.throttlingMethod} (RTT ${throttling.rttMs} ms, ` +
        `${throttling.throughputKbps} kbit/s, CPU x${throttling.cpuSlowdownMultiplier}), ` +
        `screen ${screenEmulation.width}x${screenEmulation.height}; ${environment.hostUserAgent}; ` +
        `${benchChromiumPath} on CPU ${chromiumCpus} (taskset); benchmarkIndex ${environment.benchmarkIndex}`,
    );
  }
  if (details) printDetails(page.name, audits);
  if (reportsFolder) {
    mkdirSync(reportsFolder, { recursive: true });
    const file = `${++reportCount}-${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`;
    writeFileSync(join(reportsFolder, file), JSON.stringify(result!.lhr));
  }
  const numeric = (audit: string) => audits[audit]?.numericValue ?? NaN;
  return {
    score: categories.performance!.score,
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    // A run that could not measure (a page too slow on a loaded machine) says why, not crash.
    ...(runtimeError ? { error: runtimeError.code } : {}),
  };
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[(sorted.length - 1) >> 1]!;
};

function printPage(page: Page, figures: Figures[], anchor?: Figures[]): void {
  const score = median(figures.map((run) => run.score ?? NaN));
  const tbt = median(figures.map((run) => run.tbtMs));
  const lcp = median(figures.map((run) => run.lcpMs));
  const cls = median(figures.map((run) => run.cls));
  const against = anchor
    ? ` | anchor score ${median(anchor.map((run) => run.score ?? NaN)).toFixed(2)}, ` +
      `TBT ${median(anchor.map((run) => run.tbtMs)).toFixed(0)} ms, ` +
      `LCP ${(median(anchor.map((run) => run.lcpMs)) / 1000).toFixed(2)} s`
    : '';
  console.log(
    `Lighthouse mobile ${page.name}: performance ${score.toFixed(2)} (goal >= ${page.goal.score}), ` +
      `TBT ${tbt.toFixed(0)} ms (goal < ${page.goal.tbtMs}), CLS ${cls.toFixed(3)} ` +
      `(goal ${page.goal.cls === 0 ? '0' : `< ${page.goal.cls}`}), LCP ${(lcp / 1000).toFixed(2)} s` +
      `${against}`,
  );
  const each = figures.map((run) =>
    run.score === null
      ? `no score (${run.error ?? 'unknown'})`
      : `${run.score.toFixed(2)}/${run.tbtMs.toFixed(0)} ms/${run.cls.toFixed(3)}/${(run.lcpMs / 1000).toFixed(2)} s`,
  );
  console.log(`    runs (score/TBT/CLS/LCP): ${each.join(', ')}`);
}

/** The pages of the run: the kiosk's two first screens, the online menu and the dashboard. */
function pagesOf(port: number, cookie: string): Page[] {
  const kiosk = { score: 0.95, tbtMs: 150, cls: 0 };
  return [
    { name: '/totem', url: `http://demo.localhost:${port}/totem`, goal: kiosk },
    {
      name: '/totem/categorias',
      url: `http://demo.localhost:${port}/totem/categorias`,
      goal: kiosk,
    },
    // The shop's own online menu on a phone (issue 35, decision 066): CLS below 0.05.
    {
      name: '/cardapio',
      url: `http://demo.localhost:${port}/cardapio`,
      goal: { score: 0.95, tbtMs: 150, cls: 0.05 },
    },
    {
      name: '/admin (signed in)',
      url: `http://localhost:${port}/admin`,
      goal: { score: 0.9, tbtMs: 300, cls: 0.05 },
      cookie,
    },
  ];
}

export async function runLighthouse(): Promise<void> {
  const server = await startServer();
  const anchor = await startReactAnchor();
  const folder = mkdtempSync(join(tmpdir(), 'comanda-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: pinnedChromium(folder, chromiumCpus),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const cookie = await demoAdminCookie(server);
    if (!(await waitForDemoHistory(server, cookie))) console.log('(demo history not seeded)');
    await payKioskOrdersToday(server, 4);
    const pages = pagesOf(server.port, cookie).filter(
      (page) => !onlyPages || onlyPages.some((name) => page.name.startsWith(name)),
    );
    const anchorGoal = { score: 0.95, tbtMs: 150, cls: 0 };
    const anchorPage: Page = { name: 'bare React page', url: anchor.url, goal: anchorGoal };
    const measured = new Map<Page, Figures[]>([anchorPage, ...pages].map((page) => [page, []]));
    console.log(`Load average before: ${loadAverage()}; ${runs} runs of each page, in turns`);
    for (let round = 0; round < runs; round++) {
      for (const [page, figures] of measured) figures.push(await measure(chrome.port, page));
    }
    console.log(`Load average after: ${loadAverage()}`);
    const anchorRuns = measured.get(anchorPage)!;
    printPage(anchorPage, anchorRuns);
    for (const page of pages) printPage(page, measured.get(page)!, anchorRuns);
  } finally {
    chrome.kill();
    rmSync(folder, { recursive: true, force: true });
    await anchor.stop();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLighthouse();
