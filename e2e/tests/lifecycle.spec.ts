import { expect, test } from '@playwright/test';
import { ownServerPorts, startServer } from '../support/server-process';

/*
 * Starting and stopping as an operator does: the built server on a fresh data folder stops
 * on SIGTERM with exit code 0 and no error in its log; a second `npm start` on the same
 * folder reuses the current build and does not seed (or print the demo admin) again.
 */
test('SIGTERM stops the server cleanly; a second npm start reuses the build and the data', async () => {
  test.slow();
  const first = startServer({
    port: ownServerPorts.lifecycle,
    entry: 'apps/server/dist/main.js',
    // The background jobs run, as in production, so that stopping them is tested too.
    env: { RECONCILE_INTERVAL_MS: '1000' },
  });
  try {
    await first.waitForReady();
    expect(await first.stop('SIGTERM')).toBe(0);
    const errors = first.logLines().filter((line) => line.level >= 50);
    expect(errors).toEqual([]);
    expect(first.logLines().map((line) => line.msg)).toContain('shutting down');

    const second = startServer({
      port: ownServerPorts.lifecycle,
      entry: 'scripts/start.mjs',
      dataDir: first.dataDir,
    });
    await second.waitForReady();
    expect(second.output).toContain('start: the build is current, starting without rebuilding');
    expect(second.output.join('\n')).not.toContain('vite');
    expect(second.logLines().some((line) => 'demoAdmin' in line)).toBe(false);
    expect(await second.stop('SIGINT')).toBe(0);
    expect(second.logLines().filter((line) => line.level >= 50)).toEqual([]);
  } finally {
    await first.stop('SIGKILL');
    first.cleanUp();
  }
});
