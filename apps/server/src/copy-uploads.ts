// Copies an existing single-machine install's files into the bucket named by S3_BUCKET (issue
// 37): DATA_DIR/uploads to `uploads/`, and the daily backups (BACKUP_DIR or DATA_DIR/backups)
// to `backups/`. Run it once before starting the instances with S3_BUCKET set, and again
// right after if the old instance kept taking uploads meanwhile (what is there is skipped):
//   S3_BUCKET=... [S3_ENDPOINT=...] node apps/server/dist/copy-uploads.js
import { join } from 'node:path';
import { loadConfig } from './config';
import { copyObjects, localObjectStorage, storagesOf } from './lib/object-storage';

async function copyUploads(): Promise<void> {
  const config = loadConfig();
  if (!config.S3_BUCKET) {
    console.error(
      'Defina S3_BUCKET (e S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).',
    );
    process.exit(2);
  }
  const bucket = storagesOf(config);
  try {
    const sources = [
      { name: 'uploads', from: join(config.DATA_DIR, 'uploads'), to: bucket.uploads },
      {
        name: 'backups',
        from: config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups'),
        to: bucket.backups,
      },
    ];
    for (const { name, from, to } of sources) {
      const done = await copyObjects(localObjectStorage(from), to, (key) =>
        console.log(`${name}/${key}`),
      );
      console.log(
        `${from} → s3://${config.S3_BUCKET}/${name}/: ${done.copied} copiado(s), ${done.skipped} já presente(s)`,
      );
    }
  } finally {
    bucket.close();
  }
}

copyUploads().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
