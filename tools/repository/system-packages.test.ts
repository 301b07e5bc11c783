import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planSystemPackages } from '../../scripts/system-packages.mjs';

const debian = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n';
const ubuntu = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const fedora = 'NAME="Fedora Linux"\nID=fedora\n';

/** A machine with only the given commands (a fake `which`). */
function machine(commands: string[], uid: number | undefined, osRelease: string) {
  return { has: (probe: string) => commands.includes(probe), uid, osRelease };
}

/** `npm test` on a fresh machine: install what it can, else stop at once naming the command. */
describe('system packages for npm test', () => {
  it('does nothing when chromium, xmlsec1, pgbouncer and nginx are there', () => {
    const everything = ['chromium', 'xmlsec1', 'pgbouncer', 'nginx'];
    expect(planSystemPackages(machine(everything, 1000, fedora))).toEqual({ action: 'ready' });
  });

  it('installs the missing packages as root on Debian, without recommended ones', () => {
    expect(planSystemPackages(machine([], 0, debian))).toEqual({
      action: 'install',
      packages: ['chromium', 'fonts-liberation', 'xmlsec1', 'pgbouncer', 'nginx'],
      commands: [
        'apt-get update -qq',
        'apt-get install -y --no-install-recommends chromium fonts-liberation xmlsec1 pgbouncer nginx',
      ],
    });
    expect(
      planSystemPackages(machine(['chromium', 'pgbouncer', 'nginx'], 0, debian)),
    ).toMatchObject({
      action: 'install',
      packages: ['xmlsec1'],
    });
  });

  it('stops naming the sudo command when not root on Debian', () => {
    const plan = planSystemPackages(machine(['xmlsec1'], 1000, debian));
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium fonts-liberation',
    );
    expect(plan.message).toContain('Chromium');
  });

  it('stops with what to install elsewhere (Ubuntu, Fedora, no uid)', () => {
    for (const osRelease of [ubuntu, fedora, '']) {
      const plan = planSystemPackages(machine([], 0, osRelease));
      expect(plan.action).toBe('stop');
      expect(plan.message).toContain('CHROMIUM_PATH');
      expect(plan.message).toContain(
        'apt-get install -y --no-install-recommends chromium fonts-liberation xmlsec1 pgbouncer nginx',
      );
    }
    expect(planSystemPackages(machine([], undefined, debian)).action).toBe('stop');
  });

  it('is the one list: npm test checks it first and CI installs through it', () => {
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    expect(ci).toContain('node scripts/system-packages.mjs');
    expect(ci).not.toMatch(/apt-get install/);
    const test = readFileSync(new URL('../../scripts/test.mjs', import.meta.url), 'utf8');
    expect(test).toMatch(/if \(!ensureSystemPackages\(\)\) process\.exit\(1\);/);
  });
});
