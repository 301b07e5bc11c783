import forge from 'node-forge';
import { isValidCnpj, normalizeTaxId, type FiscalCertificate } from '@comanda/shared';
import { AppError } from '../../lib/app-error';

/*
 * The shop's A1 certificate: a PKCS#12 (.pfx) file holding the e-CNPJ certificate and its
 * private key. It is opened here only to check the password and to read its public facts
 * (holder, CNPJ, expiry); the emission opens it again to sign.
 */

/** ICP-Brasil's otherName carrying the company's CNPJ (DOC-ICP-04, OID 2.16.76.1.3.3). */
export const icpBrasilCnpjOid = '2.16.76.1.3.3';

export const wrongCertificatePasswordMessage =
  'Senha do certificado incorreta (ou o arquivo não é um certificado A1 .pfx)';
export const certificateWithoutKeyMessage =
  'O arquivo não traz a chave privada do certificado: exporte o A1 com a chave (.pfx)';

const invalid = (message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: 'pfxBase64', message }]);

/** The CNPJ from the ICP-Brasil otherName of the subjectAltName, if the certificate has one. */
function cnpjFromAltNames(certificate: forge.pki.Certificate): string | null {
  const extension = certificate.getExtension('subjectAltName') as
    { altNames?: { type: number; value: unknown }[] } | undefined;
  for (const altName of extension?.altNames ?? []) {
    if (altName.type !== 0 || !Array.isArray(altName.value)) continue;
    const [oid, wrapped] = altName.value as forge.asn1.Asn1[];
    if (!oid || forge.asn1.derToOid(oid.value as string) !== icpBrasilCnpjOid) continue;
    const inner = Array.isArray(wrapped?.value) ? wrapped.value[0] : undefined;
    const text = typeof inner?.value === 'string' ? normalizeTaxId(inner.value) : '';
    if (isValidCnpj(text)) return text;
  }
  return null;
}

/** ICP-Brasil e-CNPJ common names end in ":<CNPJ>" ("PADARIA LTDA:11222333000181"). */
function splitCommonName(commonName: string): { holder: string; cnpj: string | null } {
  const match = /^(.*):([0-9A-Za-z]{14})$/.exec(commonName);
  if (match && isValidCnpj(match[2]!)) {
    return { holder: match[1]!.trim(), cnpj: normalizeTaxId(match[2]!) };
  }
  return { holder: commonName, cnpj: null };
}

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType })[bagType] ?? [];
}

export interface OpenedCertificate extends FiscalCertificate {
  certificate: forge.pki.Certificate;
  privateKey: forge.pki.PrivateKey;
}

/** Opens a .pfx with its password; a wrong password or another file answers 400 in Portuguese. */
export function openCertificate(pfx: Buffer, password: string): OpenedCertificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch {
    throw invalid(wrongCertificatePasswordMessage);
  }
  const keyBags = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag!),
    ...bagsOf(p12, forge.pki.oids.keyBag!),
  ];
  const keyBag = keyBags.find((bag) => bag.key);
  if (!keyBag?.key) throw invalid(certificateWithoutKeyMessage);
  const certBags = bagsOf(p12, forge.pki.oids.certBag!).filter((bag) => bag.cert);
  const keyId = keyBag.attributes.localKeyId?.[0];
  // The holder's certificate: the one paired with the key (same localKeyId), else the one whose
  // public key matches it; CA certificates of the chain may travel in the same file.
  const publicKeyPem = forge.pki.publicKeyToPem(
    forge.pki.setRsaPublicKey(
      (keyBag.key as forge.pki.rsa.PrivateKey).n,
      (keyBag.key as forge.pki.rsa.PrivateKey).e,
    ),
  );
  const bag =
    certBags.find((candidate) => keyId && candidate.attributes.localKeyId?.[0] === keyId) ??
    certBags.find(
      (candidate) => forge.pki.publicKeyToPem(candidate.cert!.publicKey) === publicKeyPem,
    );
  if (!bag?.cert) throw invalid(certificateWithoutKeyMessage);
  const certificate = bag.cert;
  const commonName = String(certificate.subject.getField('CN')?.value ?? '');
  const named = splitCommonName(commonName);
  return {
    certificate,
    privateKey: keyBag.key,
    holder: named.holder || 'Sem nome',
    cnpj: cnpjFromAltNames(certificate) ?? named.cnpj,
    notAfter: certificate.validity.notAfter.toISOString(),
  };
}
