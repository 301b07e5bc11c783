import { qzCertificateSchema, qzSignatureSchema } from '@comanda/shared';
import { apiFetch } from '@/lib/api-client';
import type { QzSigning } from '@/lib/printing/qz-tray';

/** QZ Tray's certificate and signatures for this admin's browser (the key stays on the server). */
export const adminQzSigning: QzSigning = {
  certificate: async () =>
    (await apiFetch('/api/admin/printing/qz-certificate', { schema: qzCertificateSchema }))
      .certificate,
  sign: async (request) =>
    (
      await apiFetch('/api/admin/printing/qz-sign', {
        method: 'POST',
        body: { request },
        schema: qzSignatureSchema,
      })
    ).signature,
};
