import { request } from 'node:http';
import type { RunningServer } from './server';

export interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/**
 * A request to the server with the `Host` given (fetch() cannot set it), `host:port` as a
 * browser would send it. A body is sent as JSON with an idempotency key of its own.
 */
export function call(
  server: RunningServer,
  host: string,
  path: string,
  options: { cookie?: string; body?: object; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: options.body ? 'POST' : 'GET',
        headers: {
          host: `${host}:${server.port}`,
          origin: `http://${host}:${server.port}`,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
          ...(options.body
            ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body ? JSON.stringify(options.body) : undefined);
  });
}

/** An answer's JSON body, or an error naming `what` when the server refused it. */
export async function json<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}
