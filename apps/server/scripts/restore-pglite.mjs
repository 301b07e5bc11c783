// Restores a full-platform PGlite backup (GET /api/superadmin/backup/platform, a .tar.gz of the
// data directory) into DATA_DIR/pglite. Run it with the server stopped:
//   node apps/server/scripts/restore-pglite.mjs <backup.tar.gz> [DATA_DIR]
// It refuses to write over an existing database: move DATA_DIR/pglite aside first.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const [file, dataDir = process.env.DATA_DIR ?? './data'] = process.argv.slice(2);
if (!file) {
  console.error('uso: node apps/server/scripts/restore-pglite.mjs <backup.tar.gz> [DATA_DIR]');
  process.exit(2);
}
const target = join(resolve(dataDir), 'pglite');
if (existsSync(target) && readdirSync(target).length > 0) {
  console.error(`${target} já tem um banco: mova-o para outro lugar antes de restaurar.`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });
const db = await PGlite.create(target, { loadDataDir: new Blob([readFileSync(file)]) });
const { rows } = await db.query('select count(*)::int as shops from establishments');
await db.close();
console.log(`Restaurado em ${target}: ${rows[0].shops} estabelecimento(s).`);
