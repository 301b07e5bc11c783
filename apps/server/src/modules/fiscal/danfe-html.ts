import { formatDateTime, formatTaxId } from '@comanda/shared';
import QRCode from 'qrcode';
import {
  amount,
  contingencyText,
  groupAccessKey,
  homologationText,
  pad,
  quantityText,
  unidentifiedConsumerText,
  type DanfeData,
} from './danfe';

/*
 * The DANFE NFC-e as a web page, for a link (the shop's staff, or the customer by e-mail):
 * the same divisions as the printed one (danfe.ts), 80 mm wide, printable to PDF from the
 * browser. The QR code is an inline SVG made by the same `qrcode` library as the web app's.
 */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const html = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

const styles = `
@page { size: 80mm auto; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; background: #eee; font: 12px/1.35 "DejaVu Sans Mono", Consolas, monospace; color: #000; }
main { width: 80mm; max-width: 100%; margin: 16px auto; padding: 4mm; background: #fff; overflow-wrap: anywhere; }
h1, h2, p { margin: 0; }
h1 { font-size: 13px; }
h2 { font-size: 12px; }
section { border-bottom: 1px dashed #000; padding: 2mm 0; }
section:last-child { border-bottom: 0; }
.center { text-align: center; }
.strong { font-weight: bold; }
table { width: 100%; border-collapse: collapse; }
td, th { padding: 0; vertical-align: top; text-align: left; font-weight: normal; }
.right { text-align: right; white-space: nowrap; }
.key { font-weight: bold; word-spacing: 2px; }
.qr svg { width: 40mm; height: 40mm; }
.share { width: 80mm; margin: 0 auto 16px; font-family: sans-serif; word-break: break-all; }
@media print {
  body { background: #fff; }
  main { width: auto; margin: 0; }
  .share { display: none; }
}`;

/** The pages' head: Portuguese, not indexed, the 80 mm styles. */
function pageHead(title: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(title)}</title>
<style>${styles}</style>
</head>`;
}

function row(left: string, right: string, strong = false): string {
  const cls = strong ? ' class="strong"' : '';
  return `<tr${cls}><td>${html(left)}</td><td class="right">${html(right)}</td></tr>`;
}

function itemsSection(data: DanfeData): string {
  const rows = data.items
    .map(
      (item) =>
        `<tr><td colspan="2">${html(`${item.code} ${item.description}`)}</td></tr>` +
        row(
          `   ${quantityText(item.quantity)} ${item.unit} x ${amount(item.unitPriceCents)}`,
          amount(item.totalCents),
        ),
    )
    .join('');
  return `<section><table>
<thead><tr class="strong"><th>Código Descrição</th><th class="right">Vl Total</th></tr>
<tr class="strong"><th colspan="2">Qtde UN x Vl Unit</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
}

function totalsSection(data: DanfeData): string {
  const rows = [row('Qtde. total de itens', String(data.items.length))];
  if (data.discountCents > 0) {
    rows.push(row('Valor total R$', amount(data.itemsTotalCents)));
    rows.push(row('Desconto R$', `-${amount(data.discountCents)}`));
  }
  rows.push(row('Valor a Pagar R$', amount(data.totalCents), true));
  rows.push(row('FORMA PAGAMENTO', 'VALOR PAGO R$', true));
  for (const payment of data.payments) rows.push(row(payment.label, amount(payment.amountCents)));
  if (data.changeCents > 0) rows.push(row('Troco R$', amount(data.changeCents)));
  return `<section><table><tbody>${rows.join('')}</tbody></table></section>`;
}

/** The whole page; `shareUrl` (staff only) is the customer's link, shown but not printed. */
export async function danfeHtml(data: DanfeData, shareUrl?: string): Promise<string> {
  const qrSvg = await QRCode.toString(data.qrCode, { type: 'svg', errorCorrectionLevel: 'M' });
  const notices = [
    data.environment !== 'producao' ? homologationText : null,
    data.contingency ? contingencyText : null,
  ]
    .filter((text): text is string => text !== null)
    .map((text) => `<p class="strong">${html(text)}</p>`)
    .join('');
  const authorization = data.authorization
    ? `<p>Protocolo de autorização: ${html(data.authorization.protocol)}</p>` +
      `<p>Data de autorização: ${html(formatDateTime(data.authorization.authorizedAt))}</p>`
    : `<p class="strong">${contingencyText}</p><p>Pendente de autorização</p>`;
  const consumer = data.customerCpf
    ? `CONSUMIDOR - CPF ${formatTaxId(data.customerCpf)}`
    : unidentifiedConsumerText;
  const share = shareUrl
    ? `<p class="share">Link para o cliente: <a href="${html(shareUrl)}">${html(shareUrl)}</a></p>`
    : '';
  return `${pageHead(`DANFE NFC-e nº ${pad(data.number, 9)}`)}
<body>
<main>
<section class="center">
<h1>${html(data.emitter.name)}</h1>
<p>CNPJ: ${html(formatTaxId(data.emitter.cnpj))} IE: ${html(data.emitter.ie)}</p>
${data.emitter.address ? `<p>${html(data.emitter.address)}</p>` : ''}
</section>
<section class="center">
<h2>DANFE NFC-e - Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica</h2>
${notices}
</section>
${itemsSection(data)}
${totalsSection(data)}
<section class="center">
<p class="strong">Consulte pela Chave de Acesso em</p>
<p>${html(data.consultationUrl)}</p>
<p class="key" data-testid="access-key">${groupAccessKey(data.accessKey)}</p>
</section>
<section class="center"><p class="strong">${html(consumer)}</p></section>
<section class="center">
<p class="strong">NFC-e nº ${pad(data.number, 9)} Série ${pad(data.series, 3)} ${html(formatDateTime(data.issuedAt))}</p>
${authorization}
</section>
<section class="center qr" title="${html(data.qrCode)}">${qrSvg}</section>
</main>
${share}
</body>
</html>
`;
}

/**
 * What the customer's link answers once the note is cancelled: a page saying so, in the
 * customer's words (issue 30: it answered the API's JSON error).
 */
export function canceledNoteHtml(note: {
  number: number;
  series: number;
  canceledAt: Date | null;
}): string {
  const when = note.canceledAt ? ` em ${html(formatDateTime(note.canceledAt.toISOString()))}` : '';
  return `${pageHead(`NFC-e nº ${pad(note.number, 9)} cancelada`)}
<body>
<main>
<section class="center">
<h1>NFC-e cancelada</h1>
<p>A NFC-e nº ${pad(note.number, 9)} Série ${pad(note.series, 3)} foi cancelada${when}.</p>
<p>Ela não vale mais como documento fiscal. Em caso de dúvida, fale com o estabelecimento.</p>
</section>
</main>
</body>
</html>
`;
}
