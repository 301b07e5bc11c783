import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputs, buildIsCurrent, buildOutputs } from '../../scripts/build-state.mjs';

/** `npm start` skips the build only when both outputs are newer than every input file. */
describe('build state', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function file(relative: string, secondsAgo: number) {
    const full = path.join(root, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    const at = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, at, at);
  }

  function repository() {
    root = mkdtempSync(path.join(tmpdir(), 'comanda-build-state-'));
    file('package.json', 100);
    file('apps/server/src/main.ts', 100);
    file('apps/web/src/main.tsx', 100);
    file('apps/server/node_modules/some-package/index.js', 1);
    for (const output of buildOutputs) file(output, 50);
  }

  it('knows the inputs of both workspaces', () => {
    expect(buildInputs).toEqual(
      expect.arrayContaining(['apps/web', 'apps/server', 'packages/shared']),
    );
  });

  it('is current when every input is older than both outputs, whatever node_modules holds', () => {
    repository();
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('is stale when a source changed after the build', () => {
    repository();
    file('apps/web/src/main.tsx', 10);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('is stale when the packages were reinstalled after the build', () => {
    repository();
    file('package-lock.json', 10);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('is stale when an output is missing', () => {
    repository();
    rmSync(path.join(root, 'apps/server/dist/main.js'));
    expect(buildIsCurrent(root)).toBe(false);
  });
});
