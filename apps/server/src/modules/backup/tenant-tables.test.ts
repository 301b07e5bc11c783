import { readFileSync } from 'node:fs';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { establishments } from '../../db/schema';
import { keptEstablishmentColumns, restoredEstablishmentColumns } from './establishment-columns';
import {
  allTables,
  backupTables,
  platformTables,
  tablesLeftOut,
  unclassifiedTables,
} from './tenant-tables';

/*
 * A table added by any module must be backed up, or left out on purpose with a reason. These
 * fail until it is: the message says where to classify it.
 */
describe('what a backup covers', () => {
  it('knows every table: a tenant table, the platform’s, or left out with a reason', () => {
    expect(
      unclassifiedTables(),
      'a table without establishment_id: give it one, or list it in platformTables / carry it in modules/backup',
    ).toEqual([]);
    const covered = new Set(backupTables().map((table) => table.name));
    for (const [name, table] of allTables()) {
      const tenant = getTableConfig(table).columns.some((c) => c.name === 'establishment_id');
      if (!tenant || platformTables.has(name)) continue;
      expect(covered.has(name) || name in tablesLeftOut, `${name} is backed up`).toBe(true);
    }
    for (const name of Object.keys(tablesLeftOut)) expect(allTables().has(name)).toBe(true);
  });

  it('carries the menu, orders, payments, stock, suppliers and printing tables', () => {
    const names = backupTables().map((table) => table.name);
    for (const name of [
      'categories',
      'products',
      'orders',
      'order_items',
      'payment_attempts',
      'stock_items',
      'stock_movements',
      'suppliers',
      'purchases',
      'purchase_installments',
      'printer_settings',
    ]) {
      expect(names).toContain(name);
    }
    // Parents before children: a restore inserts in this order.
    expect(names.indexOf('categories')).toBeLessThan(names.indexOf('products'));
    expect(names.indexOf('orders')).toBeLessThan(names.indexOf('order_items'));
  });

  it('classifies every column of establishments: restored, or kept as the target has it', () => {
    const columns = getTableConfig(establishments).columns.map((column) => column.name);
    const classified = [...restoredEstablishmentColumns, ...keptEstablishmentColumns] as string[];
    expect(classified.sort()).toEqual([...columns].sort());
  });

  it('gives a backed-up table only uuid ids or values it can draw anew in another shop', () => {
    for (const table of backupTables()) {
      for (const column of table.columns.filter((c) => c.globallyUnique)) {
        // A unique column that is not text could not be regenerated with a random token.
        expect(column.sqlType, `${table.name}.${column.name}`).toBe('text');
      }
    }
  });
});

/*
 * Issue 30: the restore check listed 'payables', 'receivables', 'choice_groups' to the owner.
 * The screen names each table and setting in Portuguese (its strings file, read here as the
 * screen reads it); a table a module adds later fails here until it has a name there.
 */
describe('the restore check speaks Portuguese', () => {
  const screenStrings = JSON.parse(
    readFileSync(
      new URL(
        '../../../../web/src/features/admin/modules/backup/locales/pt-BR.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ) as { backup: { tableNames: Record<string, string>; settingNames: Record<string, string> } };

  it('names every table a backup carries', () => {
    const unnamed = backupTables()
      .map((table) => table.name)
      .filter((name) => !screenStrings.backup.tableNames[name]);
    expect(unnamed).toEqual([]);
  });

  it('names every setting a restore writes back', () => {
    const unnamed = restoredEstablishmentColumns.filter(
      (name) => !screenStrings.backup.settingNames[name],
    );
    expect(unnamed).toEqual([]);
  });
});
