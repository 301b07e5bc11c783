import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EventStream, Listener, Realtime, RealtimeEvent, Topic } from '../lib/realtime';

/*
 * Live events between server instances. Every event goes through one PostgreSQL channel with
 * NOTIFY, so an order paid through instance A reaches a kiosk streaming from instance B; each
 * instance LISTENs once and fans events out to its own subscribers by topic.
 */

const channel = 'comanda_events';
/** NOTIFY payloads must stay under 8000 bytes: events carry ids and states, never documents. */
const maxPayloadBytes = 7000;
const heartbeatMs = 15_000;

/**
 * A server-sent event stream on a hijacked reply, with a heartbeat; `openStreams` holds its
 * close while it is open, so closing the server can end it.
 */
function openEventStream(
  openStreams: Set<() => void>,
  ...[request, reply, options = {}]: Parameters<Realtime['openStream']>
): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  const closeCallbacks: (() => void)[] = [];
  const heartbeat = setInterval(() => {
    res.write(': ping\n\n');
    options.onHeartbeat?.();
  }, options.heartbeatMs ?? heartbeatMs);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    openStreams.delete(close);
    closeCallbacks.forEach((callback) => callback());
    res.end();
  };
  const events: EventStream = {
    get closed() {
      return closed;
    },
    send(event, id) {
      if (closed) return;
      const idLine = id ? `id: ${id}\n` : '';
      res.write(`event: ${event.type}\n${idLine}data: ${JSON.stringify(event.data)}\n\n`);
    },
    onClose: (callback) => void closeCallbacks.push(callback),
    close,
  };
  openStreams.add(close);
  request.raw.on('close', close);
  return events;
}

export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const listeners = new Map<Topic, Set<Listener>>();

    const dispatch = (payload: string) => {
      let message: { topic: Topic } & RealtimeEvent;
      try {
        message = JSON.parse(payload);
      } catch {
        app.log.warn({ payload }, 'realtime: ignoring a malformed notification');
        return;
      }
      for (const listener of listeners.get(message.topic) ?? []) {
        try {
          listener({ type: message.type, data: message.data });
        } catch (error) {
          app.log.error({ err: error }, 'realtime: a listener failed');
        }
      }
    };

    const subscribe = (topic: Topic, listener: Listener) => {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    };

    // Closing the server ends open streams first: the HTTP server waits for every connection
    // to end (a hijacked stream never does by itself), and only then do onClose hooks run.
    const openStreams = new Set<() => void>();
    const stopListening = await app.database.listen(channel, dispatch);
    app.addHook('preClose', async () => {
      for (const close of openStreams) close();
    });
    app.addHook('onClose', () => stopListening());

    const openStream: Realtime['openStream'] = (request, reply, options) =>
      openEventStream(openStreams, request, reply, options);

    app.decorate('realtime', {
      subscribe,
      async publish(executor, topic, event) {
        const payload = JSON.stringify({ topic, ...event });
        if (Buffer.byteLength(payload) > maxPayloadBytes) {
          throw new Error(`realtime: event ${event.type} is too large for NOTIFY`);
        }
        await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
      },
      stream(request, reply, topics, initial = []) {
        const events = openStream(request, reply);
        // Events heard before the initial state is written wait behind it.
        let waiting: RealtimeEvent[] | undefined = [];
        const onEvent = (event: RealtimeEvent) =>
          waiting ? waiting.push(event) : events.send(event);
        const unsubscribes = topics.map((topic) => subscribe(topic, onEvent));
        events.onClose(() => unsubscribes.forEach((unsubscribe) => unsubscribe()));
        const flush = (first: RealtimeEvent[]) => {
          [...first, ...(waiting ?? [])].forEach((event) => events.send(event));
          waiting = undefined;
        };
        if (typeof initial === 'function') {
          initial().then(flush, (error: unknown) => {
            app.log.error({ err: error }, 'realtime: reading the initial state failed');
            events.close();
          });
        } else {
          flush(initial);
        }
      },
      openStream,
    } satisfies Realtime);
  },
  { name: 'comanda-realtime' },
);
