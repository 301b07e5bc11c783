// Backup and restore of a shop's whole data (decision 023).
export { backupModule } from './backup.plugin';
export { runScheduledBackups } from './scheduled-backups';
export { keepArchiveCheckerReady } from './archive';
