// A worker thread that sends requests one at a time, each `pauseMs` after the previous one is
// answered (0: back to back), from a 'start' message to a 'stop' message, then posts how many
// answers it got of each status and each request's window (sent, answered, which body), in
// `performance.timeOrigin + performance.now()` ms, the clock the bench's thread reads too.
// 'exit' ends it. Goal 8's sender runs here so that its own work (building and sending
// megabytes of archives) does not stall the bench's event loop, where autocannon times the
// kiosk's answers: a real sender is another machine, and the figure is the server's latency,
// not the bench's. It is started once and says 'ready' (a worker's start under tsx takes
// seconds on a busy machine, which would otherwise eat into the measurement).
//   workerData: { url, method, headers, bodies: Uint8Array[] | undefined, pauseMs }
import { readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// The sender stands for another machine: at the lowest priority it never takes a core from
// the server or from autocannon timing the kiosk's answers (Linux keeps a nice value per
// thread; elsewhere it keeps the process's).
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // Not Linux: the sender runs at the bench's priority.
}

const { url, method, headers, bodies, pauseMs = 0 } = workerData;
const now = () => performance.timeOrigin + performance.now();
let running;

/*
 * Sent with node:http on one kept-alive connection, not fetch: fetch's streams and their
 * garbage (collected by V8's helper threads, at the process's priority, beside autocannon) made
 * the sender itself raise the kiosk's p99 by 1.4x while it sent to another server altogether;
 * node:http measured 0.97-1.17x there (ADR 100). Resolves with the answer's status once its
 * body has been read.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const target = new URL(url);
function send(body) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: body ? { ...headers, 'content-length': body.length } : headers,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function sendUntilStopped(state) {
  let sent = 0;
  while (!state.stopped) {
    const startMs = now();
    const answer = await send(bodies ? bodies[sent % bodies.length] : undefined);
    state.windows.push([startMs, now(), bodies ? sent % bodies.length : 0]);
    state.statuses[answer.status] = (state.statuses[answer.status] ?? 0) + 1;
    sent += 1;
    if (pauseMs > 0 && !state.stopped) await new Promise((done) => setTimeout(done, pauseMs));
  }
  parentPort.postMessage({ statuses: state.statuses, windows: state.windows });
}

parentPort.on('message', (message) => {
  if (message === 'start') {
    running = { stopped: false, statuses: {}, windows: [] };
    void sendUntilStopped(running);
  } else if (message === 'stop') running.stopped = true;
  else if (message === 'exit') parentPort.close();
});
parentPort.postMessage('ready');
