import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { readBody, send } from './fake-http';

/*
 * A local stand-in for the WhatsApp Business Cloud API (Graph API), built from Meta's published
 * reference ("Send message templates", "Error codes"), not from what our client sends:
 *
 * - POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and JSON
 *   `{ messaging_product: 'whatsapp', recipient_type?: 'individual', to, type: 'template',
 *   template: { name, language: { code }, components?: [{ type: 'body', parameters:
 *   [{ type: 'text', text }] }] } }` → 200 `{ messaging_product: 'whatsapp', contacts:
 *   [{ input, wa_id }], messages: [{ id: 'wamid.…', message_status: 'accepted' }] }`.
 * - Errors are Graph API errors: `{ error: { message, type, code, error_data: {
 *   messaging_product: 'whatsapp', details }, fbtrace_id } }`: a wrong token is 401 with code
 *   190 (OAuthException); an unknown phone-number id is 400 with code 100; a template the
 *   number does not have in that language is 404 with code 132001; body parameters that do not
 *   match the template's is 400 with code 132000; a malformed request is 400 with code 100.
 *   `failNext` makes the next call answer a given error (130429, rate limit hit, for one).
 *
 * Every accepted message is kept in `sent`.
 */

export interface FakeWhatsappNumber {
  phoneNumberId: string;
  accessToken: string;
  /** Approved templates in pt_BR, with how many body parameters each takes. */
  templates: Record<string, number>;
}

export interface SentTemplate {
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

interface GraphError {
  status: number;
  code: number;
  message: string;
  type?: string;
  details?: string;
}

export interface FakeWhatsapp {
  url: string;
  sent: SentTemplate[];
  calls: number;
  failNext(error: GraphError): void;
  close(): Promise<void>;
}

const graphError = (error: GraphError) => ({
  error: {
    message: error.message,
    type: error.type ?? 'OAuthException',
    code: error.code,
    error_data: { messaging_product: 'whatsapp', details: error.details ?? error.message },
    fbtrace_id: randomBytes(8).toString('base64url'),
  },
});

interface TemplateBody {
  messaging_product?: string;
  to?: string;
  type?: string;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
  };
}

/** The request's problem, as the Graph API would answer it, or its template's parameters. */
function check(number: FakeWhatsappNumber, body: TemplateBody): GraphError | string[] {
  const malformed = (details: string): GraphError => ({
    status: 400,
    code: 100,
    message: '(#100) Invalid parameter',
    details,
  });
  if (body.messaging_product !== 'whatsapp') return malformed('messaging_product is required');
  if (!body.to || !/^\+?\d{8,15}$/.test(body.to)) return malformed('to is invalid');
  if (body.type !== 'template' || !body.template?.name) return malformed('template is required');
  const language = body.template.language?.code;
  const expected = number.templates[body.template.name];
  if (expected === undefined || language !== 'pt_BR') {
    return {
      status: 404,
      code: 132001,
      message: '(#132001) Template name does not exist in the translation',
      details: `template name (${body.template.name}) does not exist in ${language}`,
    };
  }
  const parameters = (body.template.components ?? [])
    .filter((component) => component.type === 'body')
    .flatMap((component) => component.parameters ?? [])
    .map((parameter) => parameter.text ?? '');
  if (parameters.length !== expected) {
    return {
      status: 400,
      code: 132000,
      message: '(#132000) Number of parameters does not match the expected number of params',
      details: `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})`,
    };
  }
  return parameters;
}

export async function startFakeWhatsapp(numbers: FakeWhatsappNumber[]): Promise<FakeWhatsapp> {
  const sent: SentTemplate[] = [];
  let failure: GraphError | undefined;
  const fake = { sent, calls: 0 } as Omit<FakeWhatsapp, 'url' | 'close' | 'failNext'>;
  const server = createServer(async (req, res) => {
    fake.calls++;
    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(req.url ?? '');
    const body = (await readBody(req).catch(() => undefined)) as TemplateBody | undefined;
    const fail = (error: GraphError) => send(res, error.status, graphError(error));
    if (req.method !== 'POST' || !match) {
      return fail({
        status: 400,
        code: 100,
        message: 'Unsupported request',
        type: 'GraphMethodException',
      });
    }
    const number = numbers.find((candidate) => candidate.phoneNumberId === match[1]);
    if (!number) {
      return fail({
        status: 400,
        code: 100,
        type: 'GraphMethodException',
        message: `Unsupported post request. Object with ID '${match[1]}' does not exist`,
      });
    }
    if (req.headers.authorization !== `Bearer ${number.accessToken}`) {
      return fail({
        status: 401,
        code: 190,
        message: 'Invalid OAuth access token - Cannot parse access token',
      });
    }
    if (failure) {
      const error = failure;
      failure = undefined;
      return fail(error);
    }
    const checked = check(number, body ?? {});
    if (!Array.isArray(checked)) return fail(checked);
    const to = body!.to!.replace(/^\+/, '');
    sent.push({
      phoneNumberId: number.phoneNumberId,
      to,
      template: body!.template!.name!,
      language: 'pt_BR',
      parameters: checked,
    });
    send(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body!.to, wa_id: to }],
      messages: [
        { id: `wamid.${randomBytes(24).toString('base64url')}`, message_status: 'accepted' },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    failNext: (error: GraphError) => void (failure = error),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeWhatsapp;
}
