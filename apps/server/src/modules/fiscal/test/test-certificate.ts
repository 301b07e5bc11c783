import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { icpBrasilCnpjOid } from '../fiscal-settings.certificate';

export interface TestCertificateOptions {
  /** The subject's common name; ICP-Brasil style "NAME:CNPJ" by default. */
  commonName?: string;
  /** Put in the subjectAltName otherName 2.16.76.1.3.3, as ICP-Brasil e-CNPJ do. */
  altNameCnpj?: string;
  notAfter?: Date;
  password?: string;
}

/**
 * A self-signed A1-like certificate in a .pfx (PKCS#12), for tests: an RSA key from Node's
 * crypto (fast), the certificate and the file built with node-forge.
 */
export function makeTestPfx(options: TestCertificateOptions = {}): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * 86_400_000);
  const subject = [
    { shortName: 'CN', value: options.commonName ?? 'PADARIA TESTE LTDA:11222333000181' },
    { shortName: 'O', value: 'ICP-Brasil' },
    { shortName: 'C', value: 'BR' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  const extensions: object[] = [{ name: 'basicConstraints', cA: false }];
  if (options.altNameCnpj) {
    const { asn1 } = forge;
    // otherName [0] { type-id OID, value [0] EXPLICIT OCTET STRING "<CNPJ>" }
    const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(
        asn1.Class.UNIVERSAL,
        asn1.Type.OID,
        false,
        asn1.oidToDer(icpBrasilCnpjOid).getBytes(),
      ),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, options.altNameCnpj),
      ]),
    ]);
    const names = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName]);
    extensions.push({ name: 'subjectAltName', value: asn1.toDer(names).getBytes() });
  }
  certificate.setExtensions(extensions);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], options.password ?? 'senha123', {
    algorithm: '3des',
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
