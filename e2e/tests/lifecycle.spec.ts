import { expect, test } from '@playwright/test';
import {
  ownServerPorts,
  startServer,
  type LogLine,
  type ServerProcess,
} from '../support/server-process';

/*
 * A fresh installation, as an operator starts and stops it. The built server on a fresh data
 * folder prints how to sign in to the demo shop's admin, and /auth on this machine shows the
 * same; it stops on SIGTERM with exit code 0 and no error in its log; a second `npm start` on
 * the same folder reuses the current build and does not seed (or print the demo admin) again.
 * One fresh server for both tests (in order): a first start migrates and seeds, the costliest
 * start there is (decision 043).
 */
test.describe.configure({ mode: 'serial' });

let first: ServerProcess;

test.beforeAll(async () => {
  // A fresh data folder: migrations, the demo seed and its images, slow on a loaded machine.
  test.setTimeout(150_000);
  first = startServer({
    port: ownServerPorts.lifecycle,
    entry: 'apps/server/dist/main.js',
    // The background jobs run, as in production, so that stopping them is tested too.
    env: { RECONCILE_INTERVAL_MS: '1000' },
  });
  await first.waitForReady();
});

test.afterAll(async () => {
  await first?.stop('SIGKILL');
  first?.cleanUp();
});

test('the printed demo admin signs in to the demo shop and sees its products', async ({ page }) => {
  const printed = first.logLines().find((line) => 'demoAdmin' in line);
  expect(printed, 'the demo admin instructions in the log').toBeDefined();
  const demoAdmin = printed!.demoAdmin as { url: string; email: string; password: string };
  expect(demoAdmin.url).toBe(`${first.url}/auth`);
  expect(printed!.msg).toContain(demoAdmin.password);

  await page.goto(demoAdmin.url);
  const hint = page.getByRole('region', { name: 'Loja de demonstração' });
  await expect(hint).toContainText('Burger Demo');
  await expect(hint).toContainText(demoAdmin.email);
  await expect(hint).toContainText(demoAdmin.password);

  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Senha').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${first.url}/admin`);
  await page.locator('#panel-sidebar').getByRole('link', { name: 'Produtos' }).click();
  await expect(page).toHaveURL(`${first.url}/admin/produtos`);
  await expect(page.getByRole('heading', { name: 'Produtos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Produtos' })).toContainText('Clássico da Casa');
});

test('SIGTERM stops the server cleanly; a second npm start reuses the build and the data', async () => {
  // A second start on the first's data folder: slow on a loaded machine.
  test.setTimeout(240_000);
  let second: ServerProcess | undefined;
  try {
    // An admin screen listening to live events: its stream must not hold the shutdown up.
    const events = await openAdminEventStream(first.url, first.logLines());
    expect(await first.stop('SIGTERM')).toBe(0);
    await expect(events.ended).resolves.toBe(true);
    expect(first.logLines().filter((line) => line.level >= 50)).toEqual([]);
    expect(first.logLines().map((line) => line.msg)).toContain('shutting down');

    second = startServer({
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
    await second?.stop('SIGKILL');
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
