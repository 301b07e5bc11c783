// @ts-check
import { sendToPrinter } from './send.mjs';

/*
 * The in-store print agent. It keeps one Server-Sent Events stream open to the Comanda server
 * (GET /api/print-agent/events with its Bearer token), prints each `print.job` on the LAN
 * printer it names (raw TCP, port 9100) and acknowledges it. Jobs are handled one at a time in
 * arrival order. A job id already printed by this process is acknowledged again without
 * printing. The stream is reopened with backoff (1 s doubling to 30 s) whenever it drops.
 */

/**
 * @typedef {{ id: string; printerName: string; ip: string; port: number; payload: string }} AgentJob
 * @typedef {{ info: (message: string) => void; error: (message: string) => void }} Logger
 * @typedef {{
 *   server: string;
 *   token: string;
 *   log?: Logger;
 *   printTimeoutMs?: number;
 *   minBackoffMs?: number;
 *   maxBackoffMs?: number;
 *   send?: (target: { ip: string; port: number }, bytes: Buffer, timeoutMs: number) => Promise<void>;
 * }} AgentOptions
 */

/**
 * Splits an SSE byte stream into events.
 * @param {string} block
 */
export function parseEvent(block) {
  let event = 'message';
  const data = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/** @param {AgentOptions} options */
export function startAgent(options) {
  const base = options.server.replace(/\/+$/, '');
  const log = options.log ?? { info: console.log, error: console.error };
  const send = options.send ?? sendToPrinter;
  const printTimeoutMs = options.printTimeoutMs ?? 10_000;
  const minBackoff = options.minBackoffMs ?? 1000;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  const headers = { authorization: `Bearer ${options.token}` };
  /** Jobs this process printed: a job offered again is acknowledged, not printed twice. */
  const printed = new Set();
  let stopped = false;
  let controller = new AbortController();
  /** @type {Promise<void>} */
  let queue = Promise.resolve();

  /** @param {string} id @param {{ outcome: 'done' | 'failed'; error?: string }} result */
  async function ack(id, result) {
    const res = await fetch(`${base}/api/print-agent/jobs/${encodeURIComponent(id)}/ack`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(result),
    });
    if (!res.ok && res.status !== 404) throw new Error(`ack ${id}: HTTP ${res.status}`);
  }

  /** @param {AgentJob} job */
  async function handle(job) {
    if (!printed.has(job.id)) {
      try {
        await send(
          { ip: job.ip, port: job.port },
          Buffer.from(job.payload, 'base64'),
          printTimeoutMs,
        );
        printed.add(job.id);
        log.info(`impresso: ${job.printerName} (${job.id})`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error(`falha ao imprimir em ${job.printerName}: ${message}`);
        await ack(job.id, { outcome: 'failed', error: message }).catch(() => {});
        return;
      }
    }
    // Unacknowledged jobs come back after their lease: the next stream will offer it again.
    await ack(job.id, { outcome: 'done' }).catch((error) => log.error(String(error)));
  }

  async function stream() {
    const res = await fetch(`${base}/api/print-agent/events`, {
      headers: { ...headers, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (res.status === 401) throw new Error('Token do agente de impressão inválido ou revogado');
    if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
    log.info(`conectado a ${base}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const parsed = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed?.event !== 'print.job') continue;
        const job = /** @type {AgentJob} */ (JSON.parse(parsed.data));
        queue = queue.then(() => handle(job));
      }
    }
  }

  const done = (async () => {
    let backoff = minBackoff;
    while (!stopped) {
      const startedAt = Date.now();
      try {
        await stream();
      } catch (error) {
        if (stopped) break;
        log.error(`conexão perdida: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (stopped) break;
      // A stream that stayed up a while was healthy: start the backoff over.
      if (Date.now() - startedAt > maxBackoff) backoff = minBackoff;
      await new Promise((resolve) => setTimeout(resolve, backoff));
      backoff = Math.min(backoff * 2, maxBackoff);
      controller = new AbortController();
    }
    await queue;
  })();

  return {
    done,
    async stop() {
      stopped = true;
      controller.abort();
      await done;
    },
  };
}
