import type { BrowserPrintJob, OrderPrinting } from '@comanda/shared';
import { apiFetch } from '@/lib/api-client';
import type { QzSigning } from '@/lib/printing/qz-tray';
import { kioskDeviceHeaders } from '@/lib/menu/kiosk-device';

/*
 * The success screen's calls (SPEC §4 receipt printing). The order is read with its public
 * token; the shop is the host's.
 */

const orderPath = (orderId: string) => `/api/public/orders/${encodeURIComponent(orderId)}`;

/** GET .../printing?token=: payment status, printers, and the order's print jobs. */
export function getOrderPrinting(orderId: string, token: string): Promise<OrderPrinting> {
  return apiFetch<OrderPrinting>(
    `${orderPath(orderId)}/printing?token=${encodeURIComponent(token)}`,
  );
}

/** POST .../print-jobs/claim: the QZ Tray and USB jobs this tab must print (none for a 2nd tab). */
export function claimPrintJobs(orderId: string, token: string): Promise<BrowserPrintJob[]> {
  return apiFetch<BrowserPrintJob[]>(`${orderPath(orderId)}/print-jobs/claim`, {
    method: 'POST',
    body: { token },
  });
}

/** POST .../print-jobs/:jobId/result: a failure goes to the staff's job list. */
export async function reportPrint(
  orderId: string,
  token: string,
  jobId: string,
  error: string | null,
): Promise<void> {
  await apiFetch(`${orderPath(orderId)}/print-jobs/${encodeURIComponent(jobId)}/result`, {
    method: 'POST',
    body: error ? { token, outcome: 'failed', error } : { token, outcome: 'done' },
  });
}

/**
 * QZ Tray's certificate and signatures from the server, which holds the shop's key and signs
 * for a paired kiosk only.
 */
export const kioskQzSigning: QzSigning = {
  certificate: async () =>
    (await apiFetch<{ certificate: string | null }>('/api/public/printing/qz-certificate'))
      .certificate,
  sign: async (request) =>
    (
      await apiFetch<{ signature: string }>('/api/public/printing/qz-sign', {
        method: 'POST',
        headers: kioskDeviceHeaders(),
        body: { request },
      })
    ).signature,
};

/**
 * Prints one claimed job on the kiosk's own printer. The transports load on first use, so
 * the kiosk's bundle does not carry them. Resolves to the error for the staff, or null.
 */
export async function printClaimedJob(job: BrowserPrintJob): Promise<string | null> {
  try {
    if (job.connectionType === 'qz') {
      const { printWithQzTray } = await import('@/lib/printing/qz-tray');
      await printWithQzTray(job.printerName, job.payload, kioskQzSigning);
    } else {
      const { base64ToBytes, printWithUsb } = await import('@/lib/printing/web-usb');
      await printWithUsb(job.printerName, base64ToBytes(job.payload));
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
