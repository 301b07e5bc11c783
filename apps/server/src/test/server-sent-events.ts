import { get } from 'node:http';
import { Readable } from 'node:stream';

/** One parsed Server-Sent Event: its name and its JSON data. */
export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a text/event-stream body event by event, as EventSource would (comments and `retry:`
 * lines skipped). `next()` fails after `timeoutMs` without an event.
 */
export function readServerSentEvents(body: ReadableStream<Uint8Array>, timeoutMs = 2000) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queued: ServerSentEvent[] = [];

  const parse = (block: string): ServerSentEvent | undefined => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    return data.length > 0 ? { event, data: JSON.parse(data.join('\n')) } : undefined;
  };

  const readMore = async (): Promise<void> => {
    const { value, done } = await reader.read();
    if (done) throw new Error('event stream ended');
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const parsed = parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed) queued.push(parsed);
    }
  };

  return {
    async next(withinMs = timeoutMs): Promise<ServerSentEvent> {
      const deadline = Date.now() + withinMs;
      while (queued.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          readMore(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('no event in time')), left);
          }),
        ]).finally(() => clearTimeout(timer));
      }
      return queued.shift()!;
    },
  };
}

/**
 * GETs an event stream over real HTTP with any Host header (fetch cannot set Host, and the
 * API takes the tenant from it). `close()` hangs up like a browser leaving the page.
 */
export function openEventStream(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    contentType: string | undefined;
    events: ReturnType<typeof readServerSentEvents>;
    close(): void;
  }>((resolve, reject) => {
    const request = get(url, { headers }, (response) => {
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        events: readServerSentEvents(Readable.toWeb(response) as ReadableStream<Uint8Array>),
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
