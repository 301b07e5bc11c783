// What the tests need from the machine besides npm packages, and how to get it (issue #30).
// The one list of system packages: `npm test` (scripts/test.mjs) and CI (.ci/run) both run this,
// so a fresh machine either gets them installed at once or is told the exact command at once,
// never a failure twenty minutes into the run.
//
// `node scripts/system-packages.mjs` installs what is missing when it can (root on Debian) and
// otherwise exits 1 naming the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * chromium runs the end-to-end specs and Lighthouse (at CHROMIUM_PATH, else /usr/bin/chromium,
 * as e2e/playwright.config.ts and bench/lighthouse.ts look for it); the fonts are the ones the
 * layout checks and screenshots were made with. xmlsec1 checks the NFC-e signatures in the
 * fiscal tests (an independent XML-DSig verifier). pgbouncer runs in transaction mode in front
 * of PostgreSQL in the pooler test (issue 37, db/transaction-pooler.test.ts) and, with nginx in
 * front of three instances, in the fleet's end-to-end spec (e2e/tests/fleet.spec.ts).
 */
export const systemNeeds = [
  { name: 'Chromium', probe: 'chromium', packages: ['chromium', 'fonts-liberation'] },
  { name: 'xmlsec1', probe: 'xmlsec1', packages: ['xmlsec1'] },
  { name: 'PgBouncer', probe: 'pgbouncer', packages: ['pgbouncer'] },
  { name: 'nginx', probe: 'nginx', packages: ['nginx'] },
];

/**
 * Without recommended packages (Mesa's GL drivers with LLVM, a printer dialog with its Python and
 * GTK, udev, a notification daemon: headless Chromium with --disable-gpu uses none).
 */
export function aptInstallCommand(packages) {
  return `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/** Debian and its derivatives except Ubuntu, whose `chromium` package is only a snap's stub. */
export function isDebian(osRelease) {
  const field = (key) =>
    (osRelease.match(new RegExp(`^${key}=["']?([^"'\\n]*)`, 'm'))?.[1] ?? '').toLowerCase();
  const family = [field('ID'), ...field('ID_LIKE').split(/\s+/)];
  return family.includes('debian') && !family.includes('ubuntu');
}

/**
 * What to do, from what the machine has. `machine`:
 *   has(probe)  whether the command is there (chromium: the file the tests will launch)
 *   uid         the process's user id (undefined on Windows)
 *   osRelease   /etc/os-release's text ('' when absent)
 * Returns { action: 'ready' } | { action: 'install', packages, commands } |
 * { action: 'stop', missing, message }.
 */
export function planSystemPackages(machine) {
  const missing = systemNeeds.filter((need) => !machine.has(need.probe));
  if (missing.length === 0) return { action: 'ready' };
  const packages = missing.flatMap((need) => need.packages);
  const install = aptInstallCommand(packages);
  const names = missing.map((need) => need.name).join(' and ');
  if (isDebian(machine.osRelease)) {
    if (machine.uid === 0) {
      return { action: 'install', packages, commands: ['apt-get update -qq', install] };
    }
    return {
      action: 'stop',
      missing: names,
      message:
        `The tests need ${names}, which this machine lacks. Install with:\n\n` +
        `  sudo apt-get update && sudo ${install}\n\n` +
        'then run npm test again.',
    };
  }
  return {
    action: 'stop',
    missing: names,
    message:
      `The tests need ${names}, which this machine lacks, and only Debian's packages are ` +
      `installed automatically. On Debian, as root:\n\n  apt-get update && ${install}\n\n` +
      'Elsewhere install Chromium, xmlsec1, PgBouncer and nginx with the system package manager ' +
      'and set CHROMIUM_PATH to Chromium if it is not /usr/bin/chromium; then run npm test again.',
  };
}

/** The real machine, for planSystemPackages. */
export function thisMachine(env = process.env) {
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return {
    has: (probe) =>
      probe === 'chromium'
        ? existsSync(chromium)
        : spawnSync('sh', ['-c', `command -v ${probe}`], { stdio: 'ignore' }).status === 0,
    uid: process.getuid?.(),
    osRelease: existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
  };
}

/** Installs what is missing, or prints why it cannot; true when the machine is ready. */
export function ensureSystemPackages(machine = thisMachine()) {
  const plan = planSystemPackages(machine);
  if (plan.action === 'ready') return true;
  if (plan.action === 'stop') {
    console.error(`\n== System packages\n${plan.message}\n`);
    return false;
  }
  console.log(`\n== System packages: installing ${plan.packages.join(' ')}`);
  for (const command of plan.commands) {
    const result = spawnSync('sh', ['-c', command], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`\n== System packages: "${command}" failed (exit ${result.status}).`);
      return false;
    }
  }
  // CHROMIUM_PATH may name another file than the one the package installs.
  if (planSystemPackages(machine).action !== 'ready') {
    console.error('\n== System packages: still missing after the install; is CHROMIUM_PATH right?');
    return false;
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(ensureSystemPackages() ? 0 : 1);
}
