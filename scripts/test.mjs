// `npm test`: every check of the README, arranged for CI's 2-core machine (decisions 029, 045).
//
// Two lanes share the two cores. The static checks and the build (typecheck, lint, build, kiosk
// bundle gate) run one after the other, one core's work. Vitest runs beside them with two
// workers at a lower priority (nice 10): while the static checks run, its workers share what
// they leave (about a core: vitest with PostgreSQL often waits on the database), and once they
// end, vitest has both cores. With one worker, as before, the second core idled for the last
// minutes of the run (decision 045). Playwright then runs alone: its workers, the server and
// Chromium want both cores. Lighthouse is a figure, not a gate: it runs in `npm run bench`,
// not here (decision 074).
//
// The unit tests' output shows live, the static checks' whole as each ends. Ends with each
// step's time, the figures decisions 029 and 045 compare. A failed step stops its own lane and
// keeps the end-to-end steps from starting; the other lane still runs to its end, so one run
// reports every failing check.
//
// First the machine: Chromium and xmlsec1 are installed when they can be (root on Debian), or the
// run stops at once naming the command to run (scripts/system-packages.mjs, issue #30).
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { repositoryRoot } from './build-state.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

if (!ensureSystemPackages()) process.exit(1);

/** Each lane runs its npm scripts one after the other; lanes run side by side. */
const parallelLanes = [
  { scripts: ['test:unit -- --maxWorkers=2'], streamed: true, niceness: 10 },
  {
    scripts: ['typecheck', 'lint', 'build', 'kiosk-bundle-size -w @comanda/bench'],
    streamed: false,
  },
];
const endToEnd = ['test -w @comanda/e2e'];

const timings = [];
const startedAt = Date.now();

/**
 * Runs `npm run <script>`; `streamed` shows its output live, otherwise whole when it ends.
 * `niceness` lowers its priority (and that of the processes it starts, which inherit it).
 */
function runScript(script, { streamed, niceness = 0 }) {
  return new Promise((resolve) => {
    const began = Date.now();
    if (streamed) console.log(`\n== npm run ${script}`);
    const child = spawn('npm', ['run', ...script.split(' ')], {
      cwd: repositoryRoot,
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    // Set before npm has started node, let alone vitest's workers.
    if (niceness) setPriority(child.pid, niceness);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - began) / 1000;
      timings.push({ script, seconds, ok: code === 0 });
      if (!streamed) {
        console.log(`\n== npm run ${script} (ran beside the unit tests)`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(
        `== npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`,
      );
      resolve(code === 0);
    });
  });
}

async function runLane({ scripts, ...options }) {
  for (const script of scripts) {
    if (!(await runScript(script, options))) return false;
  }
  return true;
}

function printTimings() {
  console.log('\n== Times');
  for (const { script, seconds, ok } of timings) {
    console.log(`${(ok ? '' : 'FAILED').padEnd(6)} ${seconds.toFixed(0).padStart(5)} s  ${script}`);
  }
  console.log(
    `${''.padEnd(6)} ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(5)} s  in all`,
  );
}

const lanesPassed = await Promise.all(parallelLanes.map(runLane));
const passed = lanesPassed.every(Boolean) && (await runLane({ scripts: endToEnd, streamed: true }));
printTimings();
process.exit(passed ? 0 : 1);
