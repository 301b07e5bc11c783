/**
 * Pix "copia e cola" (BR Code, EMV merchant-presented QR) for a static key, per Banco Central's
 * BR Code manual. Every field is ID (2 digits) + length (2 digits) + value; the payload ends with
 * the CRC16-CCITT-FALSE of everything before it, including the CRC's own "6304".
 */

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`Pix field ${id} is longer than 99 bytes`);
  return `${id}${length.toString().padStart(2, '0')}${value}`;
}

/** Names and cities travel without accents, in the limits of the manual. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, max);
}

export interface StaticPixInput {
  /** The receiver's Pix key (random key, CPF, CNPJ, email or +55 phone). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Omitted: the payer types the amount. */
  amountCents?: number;
  /** 1 to 25 of [A-Za-z0-9], or '***' when none. */
  txid?: string;
  description?: string;
}

export function buildStaticPixPayload(input: StaticPixInput): string {
  const txid = input.txid ?? '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    throw new RangeError('txid must be 1 to 25 letters or digits');
  }
  if (
    input.amountCents !== undefined &&
    (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
  ) {
    throw new RangeError('amountCents must be a positive integer');
  }
  const account =
    field('00', 'br.gov.bcb.pix') +
    field('01', input.key.trim()) +
    (input.description ? field('02', input.description) : '');
  const amount =
    input.amountCents === undefined
      ? ''
      : field(
          '54',
          `${Math.floor(input.amountCents / 100)}.${(input.amountCents % 100).toString().padStart(2, '0')}`,
        );
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    amount +
    field('58', 'BR') +
    field('59', plain(input.merchantName, 25)) +
    field('60', plain(input.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16CcittFalse(payload);
}
