/**
 * Where the owner's dashboard spends its main thread (issue #38, decision 090): the production
 * build served by the real server, `/admin` signed in, in Chromium on one core with the CPU
 * slowed 4x (Lighthouse's mobile setting), its JavaScript sampled. Prints the long tasks (from a
 * trace) and the functions with the most self time, by script. `--page /cardapio` profiles a
 * page of the demo shop's host instead (the online menu, the kiosk), signed out.
 *
 *   npm run build && npx tsx bench/profile-dashboard.ts [--runs N] [--keep DIR] [--brief] [--rate 1] [--page PATH]
 *
 * (Playwright's Chromium driver comes from the e2e workspace.)
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { pinnedChromium } from './lib/chromium';
import { demoAdminCookie, payKioskOrdersToday, waitForDemoHistory } from './lib/demo-dashboard';
import { startServer } from './lib/server';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(arg('--runs') ?? 1);
const keep = arg('--keep');
/** Only each run's blocking time and largest paint. */
const brief = process.argv.includes('--brief');
/**
 * Chromium's CPU slowdown (default 4, Lighthouse's). With `--rate 1` the tasks' thread times
 * (CPU time, which the machine's other work does not stretch) are scaled by 4 instead.
 */
const rate = Number(arg('--rate') ?? 4);
/** A page of the demo shop instead of the dashboard. */
const shopPage = arg('--page');
const pagePath = shopPage ?? '/admin';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const file = frame.url.replace(/^.*\//, '') || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    byUrl.set(file, (byUrl.get(file) ?? 0) + ms);
  });
  return { self, byUrl };
}

/** Each sample's time (the trace's clock), its function and its duration. */
function sampleTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let ts = profile.startTime;
  return profile.samples.map((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.replace(/^.*\//, '') || '(native)';
    return {
      ts,
      ms: (profile.timeDeltas[i + 1] ?? 0) / 1000,
      key: `${frame.functionName || '(anon)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
    };
  });
}

const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time. */
  tdur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

const server = await startServer();
try {
  const cookie = await demoAdminCookie(server);
  if (!(await waitForDemoHistory(server, cookie))) console.log('(demo history not seeded)');
  await payKioskOrdersToday(server, 4);
  const folder = mkdtempSync(join(tmpdir(), 'comanda-profile-'));
  // Chromium on one core, as bench/lighthouse.ts runs it.
  const wrapper = pinnedChromium(folder, '1');
  const browser = await chromium.launch({
    executablePath: wrapper,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), domain: 'localhost', path: '/' };
      }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'blink.user_timing',
        'loading',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
      ],
    });
    await cdp.send('Profiler.start');
    if (shopPage) {
      // The shop's page until its network is quiet, and a little after (its deferred work).
      await page.goto(`http://demo.localhost:${server.port}${shopPage}`, {
        waitUntil: 'networkidle',
      });
    } else {
      await page.goto(`http://localhost:${server.port}/admin`);
      // Once the chart's chunk is asked for (after the figures are drawn), and a little after.
      await page.waitForResponse((response) => response.url().includes('bar-chart'), {
        timeout: 60_000,
      });
    }
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(join(keep, `profile-${run + 1}.cpuprofile`), JSON.stringify(profile));
      writeFileSync(join(keep, `trace-${run + 1}.json`), JSON.stringify(trace));
    }
    const events = trace.traceEvents;
    const main = events.find(
      (event) =>
        event.name === 'thread_name' &&
        (event.args as { name?: string } | undefined)?.name === 'CrRendererMain' &&
        events.some(
          (other) =>
            other.pid === event.pid &&
            other.name === 'navigationStart' &&
            String(
              (other.args?.data as { documentLoaderURL?: string })?.documentLoaderURL,
            ).includes(pagePath),
        ),
    );
    const onMain = events.filter((event) => event.pid === main?.pid && event.tid === main?.tid);
    const origin =
      onMain.find(
        (event) =>
          event.name === 'navigationStart' &&
          String((event.args?.data as { documentLoaderURL?: string })?.documentLoaderURL).includes(
            pagePath,
          ),
      )?.ts ?? 0;
    const samples = sampleTimes(profile);
    const paints = onMain.filter((event) =>
      ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(event.name),
    );
    for (const paint of paints)
      console.log(`  ${paint.name} at ${((paint.ts - origin) / 1000).toFixed(0)} ms`);
    const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000);
    // Lighthouse's total blocking time, roughly: what each task after the first paint lasts over
    // 50 ms (the tasks are already at 4x here).
    const firstPaint = paints[0]?.ts ?? origin;
    const cpuMs = (task: TraceEvent) =>
      rate === 1 ? ((task.tdur ?? task.dur!) / 1000) * 4 : task.dur! / 1000;
    const allTasks = onMain.filter((event) => event.name === 'RunTask');
    const blocking = allTasks
      .filter((task) => task.ts >= firstPaint)
      .reduce((sum, task) => sum + Math.max(0, cpuMs(task) - 50), 0);
    const busy = allTasks.reduce((sum, task) => sum + cpuMs(task), 0);
    const lastCandidate = paints.filter((paint) => paint.name !== 'firstContentfulPaint').at(-1);
    console.log(
      `Run ${run + 1}: blocking time after the first paint ${blocking.toFixed(0)} ms, ` +
        `main thread busy ${busy.toFixed(0)} ms (at 4x); ` +
        `largest paint at ${(((lastCandidate?.ts ?? origin) - origin) / 1000).toFixed(0)} ms`,
    );
    if (brief) {
      await context.close();
      continue;
    }
    console.log(`Run ${run + 1}: tasks over 50 ms (4x) on the main thread, from navigation:`);
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      const inside = onMain.filter(
        (event) =>
          event.ts >= task.ts &&
          event.ts < end &&
          event.ph === 'X' &&
          event.name !== 'RunTask' &&
          (event.dur ?? 0) > 5000,
      );
      const what = inside
        .slice(0, 6)
        .map((event) => {
          const data = event.args?.data;
          const label = data?.url
            ? ` ${data.url.replace(/^.*\//, '')}`
            : data?.functionName
              ? ` ${data.functionName}`
              : '';
          return `${event.name}${label} ${((event.dur ?? 0) / 1000).toFixed(0)}`;
        })
        .join(' | ');
      const functions = new Map<string, number>();
      for (const sample of samples) {
        if (sample.ts >= task.ts && sample.ts < end)
          functions.set(sample.key, (functions.get(sample.key) ?? 0) + sample.ms);
      }
      const busiest = [...functions]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
        .join('; ');
      console.log(
        `  at ${((task.ts - origin) / 1000).toFixed(0).padStart(5)} ms: ${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${what}\n            js: ${busiest}`,
      );
    }
    const { self, byUrl } = selfTimes(profile);
    console.log(`Self time by script:\n${top(byUrl, 12)}`);
    console.log(`Self time by function:\n${top(self, 40)}`);
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
