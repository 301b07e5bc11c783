import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

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
}

/** `key` is any configured string of 32+ characters; it is hashed to the 256-bit AES key. */
export function createSecretBox(key: string): SecretBox {
  const aesKey = createHash('sha256').update(key).digest();
  return {
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
