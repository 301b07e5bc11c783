import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { IfoodPoller } from '../ifood-poller';

/**
 * Two app instances on one PostgreSQL database (issue 34 item 6): the test app and a second
 * one built from the same configuration (the same data folder, so the same SECRETS_KEY) on its
 * own pool, in this process. The marketplaces' fleet runs share it.
 */
export interface Fleet {
  t: TestApp;
  instances: FastifyInstance[];
  close(): Promise<void>;
}

export async function startFleet(env: Record<string, string>): Promise<Fleet> {
  const t = await createTestApp(env);
  const url = (t.database as DatabaseHandle & { url: string }).url;
  const database = await openDatabase({ url, poolSize: 5 });
  const second = await buildApp({ config: t.config, database, webDistDir: null, logger: false });
  await second.ready();
  return {
    t,
    instances: [t.app, second],
    close: async () => {
      await second.close();
      await database.close();
      await t.close();
    },
  };
}

/** Every instance runs a round at once, round after round, until `done` (at most `rounds`). */
export async function pollTogether(
  fleet: Fleet,
  poller: (app: FastifyInstance) => IfoodPoller,
  done: () => boolean,
  rounds = 20,
): Promise<void> {
  for (let round = 0; round < rounds && !done(); round += 1) {
    await Promise.all(fleet.instances.map((app) => poller(app).runOnce()));
  }
}
