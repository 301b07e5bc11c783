// `npm test`: every check of the README, arranged for CI's 2-core machine (decision 029).
//
// Vitest runs one worker (its default on 2 cores) which, with PostgreSQL, keeps one core busy;
// the static checks and the build meanwhile take the other core, their output printed whole as
// each finishes. Lighthouse and Playwright then run alone: Lighthouse measures the kiosk's
// speed, and Playwright's two workers, the server and Chromium want both cores.
//
// Ends with each step's time, the figures decision 029 compares. A failed step stops its own
// lane and keeps the end-to-end steps from starting; the other lane still runs to its end, so
// one run reports every failing check.
//
// First the machine: Chromium and xmlsec1 are installed when they can be (root on Debian), or the
// run stops at once naming the command to run (scripts/system-packages.mjs, issue #30).
import { spawn } from 'node:child_process';
import { repositoryRoot } from './build-state.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

if (!ensureSystemPackages()) process.exit(1);

/** Each lane runs its npm scripts one after the other; lanes run side by side. */
const parallelLanes = [
  ['test:unit'],
  ['typecheck', 'lint', 'build', 'kiosk-bundle-size -w @comanda/bench'],
];
const endToEnd = ['lighthouse -w @comanda/bench', 'test -w @comanda/e2e'];

const timings = [];
const startedAt = Date.now();

/** Runs `npm run <script>`; `streamed` shows its output live, otherwise whole when it ends. */
function runScript(script, { streamed }) {
  return new Promise((resolve) => {
    const began = Date.now();
    if (streamed) console.log(`\n== npm run ${script}`);
    const child = spawn('npm', ['run', ...script.split(' ')], {
      cwd: repositoryRoot,
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
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

async function runLane(scripts, { streamed }) {
  for (const script of scripts) {
    if (!(await runScript(script, { streamed }))) return false;
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

const lanesPassed = await Promise.all(
  parallelLanes.map((scripts, index) => runLane(scripts, { streamed: index === 0 })),
);
const passed = lanesPassed.every(Boolean) && (await runLane(endToEnd, { streamed: true }));
printTimings();
process.exit(passed ? 0 : 1);
