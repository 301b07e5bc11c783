import { randomUUID } from 'node:crypto';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  backupForeignShopMessage,
  backupTamperedMessage,
  backupUnreadableMessage,
  backupUnsignedMessage,
} from '@comanda/shared';
import { createSecretBox } from '../../lib/secret-box';
import {
  backupCheckTimeoutMessage,
  backupOverLimitsMessage,
  manifestSigner,
  readArchive,
  writeArchive,
} from './archive';
import {
  inspectContent,
  inspectManifest,
  jsonDepth,
  manifestMaxBytes,
  pacer,
  statedEntries,
} from './archive-inspect';
import { deepManifest, manyEntries, testManifest, zipBomb } from './test/crafted-archives';

const signer = manifestSigner(createSecretBox('chave-de-teste-com-mais-de-32-caracteres'));
const options = { schemaVersion: 99, maxBytes: 20 * 1024 * 1024, signer };

function signedArchive(rows: object[], extra: Record<string, unknown> = {}) {
  return writeArchive(
    testManifest({ products: { rows: rows.length, columns: ['id'] } }),
    { name: 'Loja', ...extra },
    new Map([['products', rows as Record<string, unknown>[]]]),
    new Map(),
    signer,
  );
}

/** The archive with `name`'s deflate stream starting with a reserved block type (invalid). */
function withBrokenEntry(zip: Uint8Array, name: string): Uint8Array {
  const broken = zip.slice();
  const view = new DataView(broken.buffer);
  for (let at = 0; at + 30 < broken.length; at++) {
    if (view.getUint32(at, true) !== 0x04034b50) continue; // a local file header
    const nameLength = view.getUint16(at + 26, true);
    const entryName = new TextDecoder().decode(broken.subarray(at + 30, at + 30 + nameLength));
    if (entryName !== name) continue;
    broken[at + 30 + nameLength + view.getUint16(at + 28, true)] = 0b111;
    return broken;
  }
  throw new Error(`${name} is not in the archive`);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('reading a restore archive, bounded and off the event loop (issue 31, item 5)', () => {
  it('reads a signed archive within the bounds', async () => {
    const archive = await readArchive(signedArchive([{ id: 'a' }, { id: 'b' }]), options);
    expect(archive.tables.get('products')).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(archive.establishment).toMatchObject({ name: 'Loja' });
  });

  it('refuses a zip bomb that claims more than the limit, before inflating it', async () => {
    // 30 MB of zeros in about 30 KB, against a 20 MB limit.
    const bomb = zipBomb(30);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(readArchive(bomb, options))).toBe(backupOverLimitsMessage);
    // Within the limit its manifest is read, not signed, and the bomb is never inflated.
    expect(await refusal(readArchive(zipBomb(10), options))).toBe(backupUnsignedMessage);
  });

  it('inflates nothing past the manifest before its signature is checked', async () => {
    // A broken deflate stream after the manifest: only inflating it would notice.
    const unsigned = withBrokenEntry(zipBomb(1), 'data/orders.json');
    expect(await refusal(readArchive(unsigned, options))).toBe(backupUnsignedMessage);
    const signed = withBrokenEntry(signedArchive([{ id: 'a' }]), 'data/products.json');
    expect(await refusal(readArchive(signed, options))).toBe(backupTamperedMessage);
  });

  it("refuses another shop's signed archive at its manifest when a shop is named", async () => {
    const broken = withBrokenEntry(signedArchive([{ id: 'a' }]), 'data/products.json');
    // Named, the shop decides first: the broken entry past the manifest is never inflated.
    expect(await refusal(readArchive(broken, { ...options, shopId: randomUUID() }))).toBe(
      backupForeignShopMessage,
    );
    expect(await refusal(readArchive(broken, options))).toBe(backupTamperedMessage);
  });

  it("moves a handed-over archive's memory to the check, never a slice of Node's pool", async () => {
    const archive = signedArchive([{ id: 'a' }]);
    expect(await refusal(readArchive(archive, { ...options, handOver: true }))).toBe('accepted');
    expect(archive.byteLength).toBe(0);
    // A small Buffer shares Node's pool with other Buffers: copied, left as it was.
    const pooled = Buffer.from([1, 2, 3]);
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    expect(await refusal(readArchive(pooled, { ...options, handOver: true }))).toBe(
      backupUnreadableMessage,
    );
    expect([...pooled]).toEqual([1, 2, 3]);
  });

  it('refuses a signed archive with a file swapped for a zip bomb at its listed size', async () => {
    // The manifest and its signature kept; the entry's stated size is not the listed one, so
    // the bomb is refused from the zip's directory (ADR 055) instead of inflated and hashed.
    const files: Zippable = unzipSync(signedArchive([{ id: 'a' }]));
    files['data/products.json'] = [new Uint8Array(15 * 1024 * 1024), { level: 9 }];
    expect(await refusal(readArchive(zipSync(files), options))).toBe(backupTamperedMessage);
  });

  it('refuses more files than the limit', async () => {
    expect(await refusal(readArchive(manyEntries(300), { ...options, maxEntries: 200 }))).toBe(
      backupOverLimitsMessage,
    );
    expect(await refusal(readArchive(manyEntries(100), { ...options, maxEntries: 200 }))).toBe(
      backupUnsignedMessage,
    );
  });

  it('answers an archive without a manifest as no backup', async () => {
    expect(await refusal(readArchive(new Uint8Array([1, 2, 3]), options))).toBe(
      backupUnreadableMessage,
    );
  });

  it('refuses a manifest larger than one of its files needs, before inflating it', async () => {
    // 600 KB of brackets for one entry, its deflate stream broken: inflating it would answer
    // "unreadable"; its stated size is refused first.
    const deep = deepManifest(300_000);
    expect(600_000).toBeGreaterThan(manifestMaxBytes(statedEntries(deep)!));
    expect(await refusal(readArchive(withBrokenEntry(deep, 'manifest.json'), options))).toBe(
      backupOverLimitsMessage,
    );
    // A manifest within its bound is read as before: here, not signed.
    expect(await refusal(readArchive(manyEntries(100), options))).toBe(backupUnsignedMessage);
  });

  it('reads the entries a zip states at its end', () => {
    expect(statedEntries(manyEntries(300))).toBe(301);
    expect(statedEntries(zipSync({}))).toBe(0);
    expect(statedEntries(new Uint8Array(100))).toBeNull();
    // An end record claiming 20,000 entries over a directory of one: not believed.
    const lying = manyEntries(0);
    const view = new DataView(lying.buffer);
    view.setUint16(lying.length - 12, 20_000, true);
    expect(statedEntries(lying)).toBeNull();
  });

  it('pauses between the pieces of a check: entries, files, tables', () => {
    const archive = signedArchive([{ id: 'a' }]);
    const limits = { maxBytes: options.maxBytes, maxEntries: 100, maxDepth: 64 };
    let pauses = 0;
    const count = () => void (pauses += 1);
    const manifest = inspectManifest(archive, limits, count);
    if (manifest.kind !== 'manifest') throw new Error(manifest.kind);
    const entries = pauses;
    expect(entries).toBe(Object.keys(unzipSync(archive)).length);
    expect(inspectContent(archive, manifest.manifest, limits, count).kind).toBe('content');
    // The directory again, then each file hashed and each table parsed.
    expect(pauses - entries).toBeGreaterThan(entries + 1);
  });

  it('sleeps once each stretch of work has lasted its time, and not before', () => {
    let now = 0;
    const sleeps: number[] = [];
    const pause = pacer(0.25, 0.05, { now: () => now, sleep: (ms) => void sleeps.push(ms) });
    for (const at of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]) {
      now = at;
      pause();
    }
    // Slept at 0.3 (0.25 after the start), then counted afresh: at 0.6, not at 0.4 or 0.5.
    expect(sleeps).toEqual([0.05, 0.05]);
  });

  it('refuses JSON nested deeper than the limit, in the manifest or in a table', async () => {
    expect(await refusal(readArchive(deepManifest(1_000), options))).toBe(backupOverLimitsMessage);
    let nested: unknown = 'x';
    for (let i = 0; i < 100; i++) nested = [nested];
    const deepRow = signedArchive([{ id: 'a', translations: nested }]);
    expect(await refusal(readArchive(deepRow, options))).toBe(backupOverLimitsMessage);
    expect(await refusal(readArchive(deepRow, { ...options, maxDepth: 128 }))).toBe('accepted');
  });

  it('refuses rows beyond the bytes limit (a huge row array)', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: `produto-${i}`.padEnd(200, '.'),
    }));
    const huge = signedArchive(rows);
    expect(await refusal(readArchive(huge, { ...options, maxBytes: 1024 * 1024 }))).toBe(
      backupOverLimitsMessage,
    );
  });

  it('ends a check that outlasts its deadline, and checks the next one on a new thread', async () => {
    // Signed, so its 20,000 rows are hashed and parsed: longer than a millisecond.
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: `produto-${i}` }));
    expect(await refusal(readArchive(signedArchive(rows), { ...options, timeoutMs: 1 }))).toBe(
      backupCheckTimeoutMessage,
    );
    expect(await refusal(readArchive(signedArchive([{ id: 'a' }]), options))).toBe('accepted');
  });

  it('checks archives one at a time, each answered as its own', async () => {
    const answers = await Promise.all([
      refusal(readArchive(zipBomb(1), options)),
      refusal(readArchive(signedArchive([{ id: 'a' }]), options)),
      refusal(readArchive(new Uint8Array([1, 2, 3]), options)),
    ]);
    expect(answers).toEqual([backupUnsignedMessage, 'accepted', backupUnreadableMessage]);
  });

  it('measures nesting without recursion, strings aside', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(jsonDepth(text('{"a":[1,{"b":"[[[["}]}'), 64)).toBe(3);
    expect(jsonDepth(text('"\\"[["'), 64)).toBe(0);
    expect(jsonDepth(text('['.repeat(1_000_000)), 64)).toBe(65);
  });
});
