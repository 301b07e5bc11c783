import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { FiscalCertificate } from './types';

/*
 * The A1 certificate (.pfx / PKCS#12) an issuer uploads: its key and certificate as PEM for
 * signing and mutual TLS. node-forge reads PKCS#12 (Node's crypto cannot); the rest is
 * node:crypto.
 */

export interface OpenedCertificate {
  privateKeyPem: string;
  certificatePem: string;
  /** The certificate's DER in base64, as KeyInfo carries it. */
  certificateBase64: string;
  notAfter: Date;
  subject: string;
}

/** Opens a .pfx; throws a Portuguese message on a wrong password or a pfx without a key. */
export function openCertificate({ pfx, password }: FiscalCertificate): OpenedCertificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch {
    throw new Error('Certificado A1 ilegível ou senha incorreta');
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[
      forge.pki.oids.pkcs8ShroudedKeyBag!
    ] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('O certificado A1 não contém a chave privada');
  const certificates = (
    p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? []
  )
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  // The end-entity certificate is the one whose public key is the private key's.
  const modulus = key.n.toString(16);
  const own = certificates.find(
    (cert) => (cert.publicKey as forge.pki.rsa.PublicKey).n.toString(16) === modulus,
  );
  if (!own) throw new Error('O certificado A1 não contém o certificado da chave');
  const certificatePem = forge.pki.certificateToPem(own);
  const x509 = new X509Certificate(certificatePem);
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem,
    certificateBase64: x509.raw.toString('base64'),
    notAfter: new Date(x509.validTo),
    subject: x509.subject,
  };
}

/** OID of the holder's CNPJ in an ICP-Brasil e-CNPJ certificate's subjectAltName otherName. */
export const icpBrasilCnpjOid = '2.16.76.1.3.3';
/** OID of the responsible person's data (birth date, CPF...) in an e-CNPJ. */
export const icpBrasilResponsibleOid = '2.16.76.1.3.4';

export interface TestCertificateOptions {
  cnpj: string;
  legalName: string;
  password: string;
  notBefore?: Date;
  notAfter?: Date;
}

/**
 * A self-signed e-CNPJ-like A1 certificate for tests and "homologação simulada": RSA 2048,
 * subject "CN=<razão social>:<CNPJ>, OU=..., O=ICP-Brasil, C=BR", and subjectAltName otherNames
 * with the ICP-Brasil OIDs (the CNPJ in 2.16.76.1.3.3). Not trusted by any SEFAZ.
 */
export function createTestCertificate(options: TestCertificateOptions): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * 24 * 3600_000);
  const subject = [
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: 'ICP-Brasil' },
    { shortName: 'OU', value: 'Certificado PJ A1' },
    { name: 'commonName', value: `${options.legalName}:${options.cnpj}` },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  const otherName = (oid: string, value: string) =>
    forge.asn1.create(forge.asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      forge.asn1.create(
        forge.asn1.Class.UNIVERSAL,
        forge.asn1.Type.OID,
        false,
        forge.asn1.oidToDer(oid).getBytes(),
      ),
      forge.asn1.create(forge.asn1.Class.CONTEXT_SPECIFIC, 0, true, [
        forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.OCTETSTRING, false, value),
      ]),
    ]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
    {
      id: '2.5.29.17',
      value: forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SEQUENCE, true, [
        // Birth date, CPF, NIS, RG and its issuer of the person responsible: zeros here.
        otherName(icpBrasilResponsibleOid, '0'.repeat(51)),
        otherName(icpBrasilCnpjOid, options.cnpj),
      ]),
    },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], options.password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** The CNPJ an ICP-Brasil certificate names (its 2.16.76.1.3.3 otherName), if any. */
export function certificateCnpj(certificatePem: string): string | undefined {
  const cert = forge.pki.certificateFromPem(certificatePem);
  const san = cert.getExtension('subjectAltName') as
    { altNames?: { type: number; value: unknown }[] } | undefined;
  for (const name of san?.altNames ?? []) {
    if (name.type !== 0 || !Array.isArray(name.value)) continue;
    const [oid, wrapped] = name.value as forge.asn1.Asn1[];
    if (!oid || forge.asn1.derToOid(oid.value as string) !== icpBrasilCnpjOid) continue;
    const inner = (wrapped?.value as forge.asn1.Asn1[] | undefined)?.[0];
    if (inner && typeof inner.value === 'string') return inner.value;
  }
  return undefined;
}
