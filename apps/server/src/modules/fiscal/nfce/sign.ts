import { SignedXml } from 'xml-crypto';
import type { OpenedCertificate } from './certificate';

/*
 * Enveloped XML-DSig of an NF-e/NFC-e (MOC 4.00, "Padrão de Assinatura Digital"): the
 * Signature signs infNFe through Reference URI="#NFe<key>", with the enveloped-signature and
 * C14N (20010315) transforms, SHA-1 digest, RSA-SHA1, and the signer's certificate in
 * KeyInfo/X509Data. It is the last child of <NFe>, without a namespace prefix.
 */

const c14n = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const enveloped = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/** Signs the element `tag` (infNFe, infEvento, infInut) and appends Signature to its parent. */
export function signXml(
  xml: string,
  certificate: OpenedCertificate,
  tag: 'infNFe' | 'infEvento' | 'infInut' = 'infNFe',
): string {
  const signer = new SignedXml({
    privateKey: certificate.privateKeyPem,
    publicCert: certificate.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    canonicalizationAlgorithm: c14n,
  });
  signer.addReference({
    xpath: `//*[local-name()='${tag}']`,
    transforms: [enveloped, c14n],
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
  });
  signer.computeSignature(xml, {
    location: { reference: `//*[local-name()='${tag}']`, action: 'after' },
  });
  return signer.getSignedXml();
}

/** The DigestValue of a signed document (QR code v2 offline hashes it). */
export function digestValueOf(signedXml: string): string {
  const match = /<DigestValue>([^<]+)<\/DigestValue>/.exec(signedXml);
  if (!match) throw new Error('Documento sem assinatura');
  return match[1]!;
}
