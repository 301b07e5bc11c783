import { describe, expect, it, vi } from 'vitest';
import { createSecretBox } from '../../lib/secret-box';
import { testManifest } from './test/crafted-archives';

/** archive.ts afresh: no check of another test has started its thread. */
async function freshArchiveModule() {
  vi.resetModules();
  return import('./archive');
}

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
});
