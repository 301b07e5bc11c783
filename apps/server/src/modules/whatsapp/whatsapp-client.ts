/*
 * The WhatsApp Business Cloud API's one call we make (decision 072): send an approved template
 * message, `POST {WHATSAPP_API_URL}/{version}/{phone-number-id}/messages` with the shop's
 * access token as a Bearer token. Tests point WHATSAPP_API_URL at a fake speaking the same
 * contract (test/fake-whatsapp.ts).
 */

/** The Graph API version called. */
export const graphApiVersion = 'v23.0';
const timeoutMs = 10_000;

export interface WhatsappSender {
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

export interface TemplateMessage {
  /** The customer's number, digits with the country code. */
  to: string;
  templateName: string;
  languageCode: string;
  /** The body's {{1}}, {{2}}… in order. */
  bodyParameters: string[];
}

/** A refusal by the Graph API: its `error.code` and `error_data.details` (or message). */
export class WhatsappApiError extends Error {
  override readonly name = 'WhatsappApiError';
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** Sends the template; answers the message id (`wamid.…`) the API accepted. */
export async function sendTemplateMessage(
  sender: WhatsappSender,
  message: TemplateMessage,
): Promise<string> {
  const url = `${sender.baseUrl.replace(/\/$/, '')}/${graphApiVersion}/${encodeURIComponent(sender.phoneNumberId)}/messages`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${sender.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      template: {
        name: message.templateName,
        language: { code: message.languageCode },
        components: [
          {
            type: 'body',
            parameters: message.bodyParameters.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    }),
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await res.json().catch(() => ({}))) as GraphError & {
    messages?: { id?: string }[];
  };
  const id = body.messages?.[0]?.id;
  if (res.ok && id) return id;
  const error = body.error;
  throw new WhatsappApiError(
    res.status,
    error?.code ?? null,
    error?.error_data?.details ?? error?.message ?? `HTTP ${res.status}`,
  );
}
