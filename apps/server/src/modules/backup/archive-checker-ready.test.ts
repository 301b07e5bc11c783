import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createSecretBox } from '../../lib/secret-box';
import { testManifest } from './test/crafted-archives';

/** archive.ts afresh: no check of another test has started its thread. */
async function freshArchiveModule() {
  vi.resetModules();
  return import('./archive');
}

/** This process's threads at nice 19 (field 19 of /proc's stat). */
const niceThreads = () =>
  readdirSync('/proc/self/task').filter((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16] === '19';
  });

describe('the archive checking thread kept ready (bench goal 8)', () => {
  it('is started before the first check, which then starts none', async () => {
    const {
      checkerThreadsStarted,
      keepArchiveCheckerReady,
      manifestSigner,
      readArchive,
      writeArchive,
    } = await freshArchiveModule();
    const signer = manifestSigner(createSecretBox('chave-de-teste-com-mais-de-32-caracteres'));
    expect(checkerThreadsStarted()).toBe(0);
    keepArchiveCheckerReady();
    expect(checkerThreadsStarted()).toBe(1);
    const archive = writeArchive(
      testManifest({ products: { rows: 1, columns: ['id'] } }),
      { name: 'Loja' },
      new Map([['products', [{ id: 'a' }]]]),
      new Map(),
      signer,
    );
    const read = await readArchive(archive, { schemaVersion: 1, maxBytes: 1024 * 1024, signer });
    expect(read.tables.get('products')).toEqual([{ id: 'a' }]);
    expect(checkerThreadsStarted()).toBe(1);
  });

  // ADR 091: the kiosks' thread keeps the cores; the check runs on what it leaves.
  it.runIf(process.platform === 'linux')('runs at nice 19', async () => {
    const { keepArchiveCheckerReady, manifestSigner, readArchive } = await freshArchiveModule();
    const before = niceThreads();
    keepArchiveCheckerReady();
    const signer = manifestSigner(createSecretBox('chave-de-teste-com-mais-de-32-caracteres'));
    // Any answer from the thread: by then its start, the policy included, is over.
    await readArchive(new Uint8Array([1, 2, 3]), { schemaVersion: 1, maxBytes: 1024, signer })
      .then(() => undefined)
      .catch(() => undefined);
    expect(niceThreads().filter((tid) => !before.includes(tid))).toHaveLength(1);
  });
});
