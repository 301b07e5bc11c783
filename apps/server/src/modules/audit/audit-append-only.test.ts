import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverSrc = fileURLToPath(new URL('../..', import.meta.url));

/** Every source file of the server but the tests: what runs in production. */
function sourceFiles(): string[] {
  return readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.split(/[\\/]/).includes('test'))
    .map((file) => join(serverSrc, file));
}

/**
 * Issue 32: the audit log is append-only. No code path may change or remove a line: no
 * drizzle update or delete on its table, no SQL that does, and its one writer only inserts.
 */
describe('the audit log has no update or delete path', () => {
  const paths = [
    /\.update\(\s*auditLog\b/,
    /\.delete\(\s*auditLog\b/,
    /\bupdate\s+"?audit_log"?/i,
    /\bdelete\s+from\s+"?audit_log"?/i,
    /\btruncate\b[^;]*\baudit_log\b/i,
  ];

  it('finds none in the server code', () => {
    const found = sourceFiles().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return paths.filter((path) => path.test(text)).map((path) => `${file}: ${path}`);
    });
    expect(found).toEqual([]);
  });

  it('finds them when they are there (the patterns are not blind)', () => {
    const samples = [
      'await tx.update(auditLog).set({ subject: "x" })',
      'db.delete( auditLog ).where(x)',
      'sql`UPDATE audit_log SET subject = 1`',
      'client.query(\'delete from "audit_log"\')',
      'TRUNCATE establishments, audit_log',
    ];
    for (const sample of samples)
      expect(
        paths.some((path) => path.test(sample)),
        sample,
      ).toBe(true);
  });

  it('reaches the files that write it', () => {
    const files = sourceFiles().map((file) => file.replaceAll('\\', '/'));
    expect(files.some((file) => file.endsWith('modules/audit/audit.service.ts'))).toBe(true);
    const writer = readFileSync(join(serverSrc, 'modules/audit/audit.service.ts'), 'utf8');
    expect(writer).toMatch(/\.insert\(auditLog\)/);
  });
});
