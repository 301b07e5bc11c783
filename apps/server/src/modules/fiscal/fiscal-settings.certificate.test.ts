import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { openCertificate, wrongCertificatePasswordMessage } from './fiscal-settings.certificate';
import { makeTestPfx } from './test/test-certificate';

describe('openCertificate', () => {
  it('reads the holder, the CNPJ of an ICP-Brasil common name and the expiry', () => {
    const notAfter = new Date('2027-03-10T12:00:00Z');
    const opened = openCertificate(makeTestPfx({ notAfter, password: 'abc' }), 'abc');
    expect(opened.holder).toBe('PADARIA TESTE LTDA');
    expect(opened.cnpj).toBe('11222333000181');
    expect(opened.notAfter).toBe(notAfter.toISOString());
  });

  it('prefers the CNPJ of the subjectAltName otherName 2.16.76.1.3.3, alphanumeric too', () => {
    const pfx = makeTestPfx({ commonName: 'LANCHONETE NOVA', altNameCnpj: '12ABC34501DE35' });
    const opened = openCertificate(pfx, 'senha123');
    expect(opened.holder).toBe('LANCHONETE NOVA');
    expect(opened.cnpj).toBe('12ABC34501DE35');
  });

  it('refuses a wrong password in Portuguese', () => {
    const pfx = makeTestPfx({ password: 'certa' });
    expect(() => openCertificate(pfx, 'errada')).toThrow(wrongCertificatePasswordMessage);
    expect(() => openCertificate(pfx, 'errada')).toThrow(AppError);
  });

  it('refuses a file that is not a PKCS#12', () => {
    expect(() => openCertificate(Buffer.from('não sou um pfx'), 'x')).toThrow(
      wrongCertificatePasswordMessage,
    );
  });
});
