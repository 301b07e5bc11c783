import { expect, test } from '@playwright/test';
import {
  ownServerPorts,
  startServer,
  type LogLine,
  type ServerProcess,
} from '../support/server-process';

/*
 * Starting and stopping as an operator does: the built server on a fresh data folder stops
 * on SIGTERM with exit code 0 and no error in its log; a second `npm start` on the same
 * folder reuses the current build and does not seed (or print the demo admin) again.
 */
test('SIGTERM stops the server cleanly; a second npm start reuses the build and the data', async () => {
  // Two server starts, the first on a fresh data folder: slow on a loaded machine.
  test.setTimeout(240_000);
  const started: ServerProcess[] = [];
  const start = (options: Parameters<typeof startServer>[0]) => {
    const server = startServer(options);
    started.push(server);
    return server;
  };
  try {
    const first = start({
      port: ownServerPorts.lifecycle,
      entry: 'apps/server/dist/main.js',
      // The background jobs run, as in production, so that stopping them is tested too.
      env: { RECONCILE_INTERVAL_MS: '1000' },
    });
    await first.waitForReady();
    // An admin screen listening to live events: its stream must not hold the shutdown up.
    const events = await openAdminEventStream(first.url, first.logLines());
    expect(await first.stop('SIGTERM')).toBe(0);
    await expect(events.ended).resolves.toBe(true);
    expect(first.logLines().filter((line) => line.level >= 50)).toEqual([]);
    expect(first.logLines().map((line) => line.msg)).toContain('shutting down');

    const second = start({
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
    for (const server of started) await server.stop('SIGKILL');
    started[0]?.cleanUp();
  }
});

/** Signs in as the printed demo admin and opens /api/admin/events, as the admin screens do. */
async function openAdminEventStream(url: string, log: LogLine[]) {
  const { email, password } = log.find((line) => 'demoAdmin' in line)!.demoAdmin as {
    email: string;
    password: string;
  };
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const stream = await fetch(`${url}/api/admin/events`, { headers: { cookie } });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const reader = stream.body!.getReader();
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) return true;
    }
  })();
  return { ended };
}
