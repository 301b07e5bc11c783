import { describe, expect, it } from 'vitest';
import { createSecretBox, decryptOptional, encryptOptional } from './secret-box';

const key = 'k'.repeat(40);

describe('secret box', () => {
  it('round-trips a secret without storing it in plain text', () => {
    const box = createSecretBox(key);
    const sealed = box.encrypt('APP_USR-123-token');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('APP_USR');
    expect(box.decrypt(sealed)).toBe('APP_USR-123-token');
  });

  it('seals the same secret differently each time', () => {
    const box = createSecretBox(key);
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses a value sealed by another key or tampered with', () => {
    const sealed = createSecretBox(key).encrypt('secret');
    expect(() => createSecretBox('x'.repeat(40)).decrypt(sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => createSecretBox(key).decrypt(tampered)).toThrow();
    expect(() => createSecretBox(key).decrypt('plain-text')).toThrow();
  });

  it('keeps empty optional secrets as null', () => {
    const box = createSecretBox(key);
    expect(encryptOptional(box, '')).toBeNull();
    expect(encryptOptional(box, null)).toBeNull();
    expect(decryptOptional(box, null)).toBeNull();
    expect(decryptOptional(box, encryptOptional(box, 'abc'))).toBe('abc');
  });
});

describe('secret box tokens', () => {
  it('are stable per value and purpose, and refuse another value, purpose or key', () => {
    const box = createSecretBox(key);
    const token = box.token('danfe', 'NFe-1');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(box.verifyToken('danfe', 'NFe-1', token)).toBe(true);
    expect(box.verifyToken('danfe', 'NFe-2', token)).toBe(false);
    expect(box.verifyToken('other', 'NFe-1', token)).toBe(false);
    expect(createSecretBox('x'.repeat(40)).verifyToken('danfe', 'NFe-1', token)).toBe(false);
    expect(box.verifyToken('danfe', 'NFe-1', token.slice(1))).toBe(false);
  });
});
