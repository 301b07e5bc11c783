// `npm test`: every check of the README, arranged for CI's 2-core machine (decisions 029, 045,
// 048, 074, 093).
//
// Two phases. First, two lanes side by side: vitest with two workers, and at a lower priority
// (nice 10) the static checks and the build (typecheck, lint, build, kiosk bundle gate), which
// have no time limit to miss. Then Playwright alone, once the build it tests is checked. On this
// round's CI machine Playwright beside vitest ran everything oversubscribed: the whole run took
// 33 min instead of the lanes' 7 and 18 alone, and browser tests timed out (decision 093).
// Lighthouse is a figure, not a gate: it runs in `npm run bench`, not here.
//
// Output shows live, each line prefixed with its lane while two run. Ends with each step's time,
// the figures the decisions compare. A failed step stops its own lane (a failed static check
// keeps Playwright from starting); a failed unit test does not, so one run reports every
// failing check.
//
// First the machine: Chromium and xmlsec1 are installed when they can be (root on Debian), or the
// run stops at once naming the command to run (scripts/system-packages.mjs, issue #30).
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { repositoryRoot } from './build-state.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

if (!ensureSystemPackages()) process.exit(1);

/** Each lane runs its npm scripts one after the other. */
const unit = { name: 'unit', scripts: ['test:unit -- --maxWorkers=2'] };
const checks = {
  name: 'checks',
  scripts: ['typecheck', 'lint', 'build', 'kiosk-bundle-size -w @comanda/bench'],
  niceness: 10,
};
const browser = { name: 'e2e', scripts: ['test -w @comanda/e2e'] };

const timings = [];
const startedAt = Date.now();
let lanesRunning = 0;

/**
 * A failed step's lines that name what failed (a test's title, its assertion, a lint rule),
 * printed again at the very end: CI shows only the tail of the run, and a failing unit test
 * scrolled by under the checks' and the browsers' output long before it.
 */
const failureLine = /FAIL|×|✘|Error|[Ee]xpected|[Rr]eceived|failed|error TS|\d+:\d+\s+error/;
const maxFailureLines = 40;

/** Copies a child's output line by line, prefixed with its lane while another lane runs. */
function relay(stream, lane, target, kept) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    target.write(lanesRunning > 1 ? `[${lane}] ${line}\n` : `${line}\n`);
    // Colours off, so that the pattern sees the words.
    const plain = stripVTControlCharacters(line);
    if (failureLine.test(plain)) kept.push(plain);
    if (kept.length > 4 * maxFailureLines) kept.splice(0, kept.length - 2 * maxFailureLines);
  });
}

/**
 * Runs `npm run <script>` with its output live. `niceness` lowers its priority (and that of the
 * processes it starts, which inherit it).
 */
function runScript(script, { name, niceness = 0 }) {
  return new Promise((resolve) => {
    const began = Date.now();
    console.log(`\n== [${name}] npm run ${script}`);
    const child = spawn('npm', ['run', ...script.split(' ')], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    // Set before npm has started node, let alone vitest's workers.
    if (niceness) setPriority(child.pid, niceness);
    const failures = [];
    relay(child.stdout, name, process.stdout, failures);
    relay(child.stderr, name, process.stderr, failures);
    child.on('close', (code) => {
      const seconds = (Date.now() - began) / 1000;
      timings.push({ script, seconds, ok: code === 0, failures });
      console.log(
        `== [${name}] npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`,
      );
      resolve(code === 0);
    });
  });
}

async function runLane(lane) {
  lanesRunning += 1;
  try {
    for (const script of lane.scripts) {
      if (!(await runScript(script, lane))) return false;
    }
    return true;
  } finally {
    lanesRunning -= 1;
  }
}

function printFailures() {
  for (const { script, ok, failures } of timings) {
    if (ok) continue;
    console.log(`\n== What npm run ${script} reported failing (its last such lines)`);
    for (const line of failures.slice(-maxFailureLines)) console.log(line);
  }
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

const [unitPassed, checksPassed] = await Promise.all([runLane(unit), runLane(checks)]);
const browserPassed = checksPassed && (await runLane(browser));
const passed = unitPassed && checksPassed && browserPassed;
printFailures();
printTimings();
process.exit(passed ? 0 : 1);
