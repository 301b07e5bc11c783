import { z } from 'zod';

/*
 * /admin/backup: a shop's whole data as one zip archive (decision 023). The manifest names the
 * schema it was written with, the rows of every table and the sha256 of every other file.
 */

export const backupFormat = 'comanda-shop-backup';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const backupManifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.literal(1),
  /** The number of database migrations applied when it was written, and the last one's name. */
  schemaVersion: z.number().int().min(1),
  schemaTag: z.string(),
  createdAt: z.string(),
  establishment: z.object({ id: z.uuid(), name: z.string() }),
  /** Rows per table (by SQL name) and the columns they carry. */
  tables: z.record(
    z.string(),
    z.object({ rows: z.number().int().min(0), columns: z.array(z.string()) }),
  ),
  /** Every file of the archive but the manifest, by path in the archive. */
  files: z.record(z.string(), z.object({ sha256, bytes: z.number().int().min(0) })),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export const restoreModes = ['dry-run', 'apply'] as const;
export const restoreQuerySchema = z.object({ mode: z.enum(restoreModes).default('dry-run') });

/** What a restore changes (dry run) or changed: per table, rows removed and rows added. */
export const restorePlanSchema = z.object({
  applied: z.boolean(),
  sameShop: z.boolean(),
  source: z.object({ name: z.string(), createdAt: z.string(), schemaVersion: z.number() }),
  tables: z.array(z.object({ table: z.string(), removed: z.number(), added: z.number() })),
  /** The shop settings (establishment columns) the archive changes. */
  settingsChanged: z.array(z.string()),
  images: z.number(),
});
export type RestorePlan = z.infer<typeof restorePlanSchema>;

export const scheduledBackupSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  bytes: z.number(),
});
export type ScheduledBackup = z.infer<typeof scheduledBackupSchema>;

export const scheduledBackupsSchema = z.object({
  keepDays: z.number(),
  backups: z.array(scheduledBackupSchema),
});
export type ScheduledBackups = z.infer<typeof scheduledBackupsSchema>;

/** A scheduled backup's file name: its business date. */
export const scheduledBackupNameSchema = z.object({
  name: z.string().regex(/^\d{4}-\d{2}-\d{2}\.zip$/),
});

export const backupTamperedMessage =
  'O arquivo de backup está corrompido ou foi alterado (checksum não confere). Nada foi alterado.';
export const backupNewerSchemaMessage =
  'Este backup foi feito por uma versão mais nova do Comanda. Atualize o servidor antes de restaurar. Nada foi alterado.';
export const backupUnreadableMessage =
  'Este arquivo não é um backup do Comanda. Nada foi alterado.';
export const backupTargetNotEmptyMessage =
  'Restaure na própria loja do backup ou em uma loja vazia. Nada foi alterado.';
export const backupUnsignedMessage =
  'Este backup não tem a assinatura desta plataforma ou foi alterado depois de gerado. Nada foi alterado.';
export const backupForeignShopMessage =
  'Este backup é de outra loja: só o Super Admin pode restaurá-lo, e apenas em uma loja vazia. Nada foi alterado.';
