import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/*
 * Encrypts establishment secrets (Mercado Pago access token, webhook secret) at rest with
 * AES-256-GCM, so a database dump alone does not hand out a shop's payment credentials.
 * Stored form: `v1:` + base64url(iv | auth tag | ciphertext).
 */

const prefix = 'v1:';
const ivLength = 12;
const tagLength = 16;

export interface SecretBox {
  encrypt(plain: string): string;
  /** Throws when the value was not sealed by this key (tampered, or another installation's). */
  decrypt(sealed: string): string;
  /**
   * An unguessable token for a value (HMAC-SHA256 with a key derived from the same secret),
   * for links that open one thing without a login, e.g. a note's DANFE e-mailed to the
   * customer. `purpose` keeps tokens of different uses apart.
   */
  token(purpose: string, value: string): string;
  /** Whether `token` is the one of this value, in constant time. */
  verifyToken(purpose: string, value: string, token: string): boolean;
}

/** `key` is any configured string of 32+ characters; it is hashed to the 256-bit AES key. */
export function createSecretBox(key: string): SecretBox {
  const aesKey = createHash('sha256').update(key).digest();
  const macKey = createHash('sha256').update(`token:${key}`).digest();
  const token = (purpose: string, value: string) =>
    createHmac('sha256', macKey).update(`${purpose}\n${value}`).digest('base64url');
  return {
    token,
    verifyToken(purpose, value, candidate) {
      const expected = Buffer.from(token(purpose, value));
      const given = Buffer.from(candidate);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    encrypt(plain) {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(sealed) {
      if (!sealed.startsWith(prefix)) throw new Error('Not a sealed secret');
      const raw = Buffer.from(sealed.slice(prefix.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, raw.subarray(0, ivLength));
      decipher.setAuthTag(raw.subarray(ivLength, ivLength + tagLength));
      return Buffer.concat([
        decipher.update(raw.subarray(ivLength + tagLength)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** Null stays null, so optional secrets round-trip without special cases at call sites. */
export function encryptOptional(box: SecretBox, plain: string | null | undefined): string | null {
  return plain ? box.encrypt(plain) : null;
}

export function decryptOptional(box: SecretBox, sealed: string | null | undefined): string | null {
  return sealed ? box.decrypt(sealed) : null;
}
