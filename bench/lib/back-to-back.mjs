// A worker thread that sends requests one after the other, each as soon as the previous one is
// answered, from a 'start' message to a 'stop' message, then posts how many answers it got of
// each status; 'exit' ends it. Goal 8's attacker runs here so that its own work (building and
// sending megabytes of archives) does not stall the bench's event loop, where autocannon times
// the kiosk's answers: a real attacker is another machine, and the figure is the server's
// latency, not the bench's. It is started once and says 'ready' (a worker's start under tsx
// takes seconds on a busy machine, which would otherwise eat into the measurement).
//   workerData: { url, method, headers, bodies: Uint8Array[] | undefined }
import { parentPort, workerData } from 'node:worker_threads';

const { url, method, headers, bodies } = workerData;
let running;

async function sendUntilStopped(state) {
  let sent = 0;
  while (!state.stopped) {
    const res = await fetch(url, {
      method,
      headers,
      body: bodies ? bodies[sent % bodies.length] : undefined,
    });
    await res.arrayBuffer();
    state.statuses[res.status] = (state.statuses[res.status] ?? 0) + 1;
    sent += 1;
  }
  parentPort.postMessage(state.statuses);
}

parentPort.on('message', (message) => {
  if (message === 'start') {
    running = { stopped: false, statuses: {} };
    void sendUntilStopped(running);
  } else if (message === 'stop') running.stopped = true;
  else if (message === 'exit') parentPort.close();
});
parentPort.postMessage('ready');
