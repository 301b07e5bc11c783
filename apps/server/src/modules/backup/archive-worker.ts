import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import {
  inspectContent,
  inspectManifest,
  pacer,
  type ArchiveLimits,
  type ManifestInspection,
} from './archive-inspect';

/*
 * The thread that checks restores' archives (archive.ts starts it on the first check, hands
 * it one archive at a time and ends it when idle or at a check's deadline). Per archive: the
 * manifest is answered first, the rest once the parent has accepted the manifest's
 * signature ('go on') or not ('drop'). Built to dist/archive-worker.js beside the server.
 */

/**
 * Off the event loop is not enough on a machine of two cores: a thread inflating a zip bomb
 * at the same priority takes a core from the thread answering every shop's kiosks (bench goal
 * 8 measured their p99 at 3x). Linux keeps a nice value per thread, so this thread alone runs
 * at nice 19. Not SCHED_IDLE (ADR 091): on a machine kept busy it starved the check past its
 * deadline (a 30 s test timed out on a loaded CI run), and its gain was not measurable.
 * Elsewhere (no /proc/thread-self) it keeps the process's priority.
 */
function lowerThreadPriority() {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
  } catch {
    // Not Linux, or not allowed: the check still runs, bounded in time and size.
  }
}

lowerThreadPriority();
/** 50 µs of sleep after each 250 µs of a check's work (ADR 096). */
const pause = pacer(0.25, 0.05);
const port = parentPort!;
let waiting: { data: Uint8Array; limits: ArchiveLimits; manifest: ManifestInspection } | null =
  null;
port.on('message', (message: { data: Uint8Array; limits: ArchiveLimits } | 'go on' | 'drop') => {
  if (message === 'go on' && waiting?.manifest.kind === 'manifest') {
    const { data, limits, manifest } = waiting;
    waiting = null;
    // Copied, not transferred: fflate may answer views of one buffer for stored entries.
    port.postMessage(inspectContent(data, manifest.manifest, limits, pause));
  } else if (message === 'drop') {
    waiting = null;
  } else if (typeof message === 'object') {
    const manifest = inspectManifest(message.data, message.limits, pause);
    if (manifest.kind === 'manifest') waiting = { ...message, manifest };
    port.postMessage(manifest);
  }
});
