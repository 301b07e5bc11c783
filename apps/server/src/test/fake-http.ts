import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * What the fakes of outside services (iFood, Open Delivery) share: reading a request's body as
 * the provider would (a form or JSON) and answering JSON or nothing.
 */

/** The request's body: a form as an object, JSON parsed, nothing as undefined. */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as unknown;
}

/** Answers `status` with `body` as JSON (of `contentType`), or with no body at all. */
export function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  contentType = 'application/json',
) {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': contentType });
  res.end(JSON.stringify(body));
}
