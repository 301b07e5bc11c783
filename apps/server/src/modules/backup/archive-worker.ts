import { parentPort, workerData } from 'node:worker_threads';
import { inspectArchive, type ArchiveLimits } from './archive-inspect';

/*
 * The worker thread that reads a restore's archive (archive.ts starts it, one per
 * check, and ends it at its deadline). Built to dist/archive-worker.js beside the server.
 */
const { data, limits } = workerData as { data: Uint8Array; limits: ArchiveLimits };
const inspection = inspectArchive(data, limits);
// Copied, not transferred: fflate may answer views of one buffer for stored entries.
parentPort!.postMessage(inspection);
