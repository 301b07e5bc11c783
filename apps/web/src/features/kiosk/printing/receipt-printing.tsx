import { receiptSubscriptionMs } from '@comanda/shared';
import { CircleCheck, LoaderCircle, Printer, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { isApiError } from '@/lib/api-client';
import type { TenantOutletContext } from '@/lib/tenant-outlet';
import { claimPrintJobs, getOrderPrinting, printClaimedJob, reportPrint } from './printing-api';
import { isSettled, summarizePrinting, type PrintingSummary } from './printing-summary';

/** Without live events (or between them) the status is asked again this often. */
const pollMs = 2000;

type View =
  | PrintingSummary
  | { state: 'error'; message: 'missingOrder' | 'missingEstablishment' | 'checkFailed' };

/** A tab's claim on the order's browser jobs: one claim at a time, and one success at most. */
interface ClaimFlags {
  claiming: { current: boolean };
  claimedOnce: { current: boolean };
}

/** Prints the jobs this tab wins; resolves to how many it printed (or tried to). */
async function printOwnJobs(
  orderId: string,
  publicToken: string,
  { claiming, claimedOnce }: ClaimFlags,
): Promise<number> {
  if (claiming.current || claimedOnce.current) return 0;
  claiming.current = true;
  try {
    const jobs = await claimPrintJobs(orderId, publicToken);
    claimedOnce.current = true;
    for (const job of jobs) {
      const failure = await printClaimedJob(job);
      await reportPrint(orderId, publicToken, job.id, failure).catch(() => {});
    }
    return jobs.length;
  } catch {
    // Not claimed: the next check tries again.
    return 0;
  } finally {
    claiming.current = false;
  }
}

/** Calls `onEvent` on the order's live events (where the browser has them); returns the close. */
function onOrderEvents(orderId: string, publicToken: string, onEvent: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let events: EventSource | undefined = new EventSource(
    `/api/public/orders/${encodeURIComponent(orderId)}/events?token=${encodeURIComponent(publicToken)}`,
  );
  events.addEventListener('order.updated', onEvent);
  events.addEventListener('print.jobs', onEvent);
  // Absent endpoint (404) or a dropped stream: polling carries on alone.
  events.onerror = () => {
    if (events?.readyState === EventSource.CLOSED) events = undefined;
  };
  return () => events?.close();
}

/**
 * The order's printing as the customer reads it, checked at once, on every live event and by
 * polling, until it is settled or the subscription's time is over.
 */
function usePrintingView(orderId: string, publicToken: string): View {
  const establishmentId = useOutletContext<TenantOutletContext | undefined>()?.establishment.id;
  const [view, setView] = useState<View>(() =>
    !orderId || !publicToken
      ? { state: 'error', message: 'missingOrder' }
      : !establishmentId
        ? { state: 'error', message: 'missingEstablishment' }
        : { state: 'printing' },
  );
  const claiming = useRef(false);
  const claimedOnce = useRef(false);

  useEffect(() => {
    if (!orderId || !publicToken || !establishmentId) return;
    let stopped = false;
    let closeEvents = () => {};
    let poll: ReturnType<typeof setInterval> | undefined = undefined;
    const stop = () => {
      stopped = true;
      closeEvents();
      clearInterval(poll);
    };

    async function check() {
      if (stopped) return;
      try {
        const status = await getOrderPrinting(orderId, publicToken);
        if (status.paymentStatus === 'paid') {
          const hasOwnJobs = status.jobs.some(
            (job) => job.channel === 'browser' && job.status === 'queued',
          );
          const printed = hasOwnJobs
            ? await printOwnJobs(orderId, publicToken, { claiming, claimedOnce })
            : 0;
          if (printed > 0) return check();
        }
        if (stopped) return;
        const summary = summarizePrinting(status);
        setView(summary);
        if (isSettled(summary)) stop();
      } catch (error) {
        // A wrong id or token will not heal; a network hiccup will, at the next check.
        if (isApiError(error, 'NOT_FOUND')) {
          setView({ state: 'error', message: 'checkFailed' });
          stop();
        }
      }
    }

    void check();
    poll = setInterval(() => void check(), pollMs);
    closeEvents = onOrderEvents(orderId, publicToken, () => void check());
    const limit = setTimeout(stop, receiptSubscriptionMs);
    return () => {
      clearTimeout(limit);
      stop();
    };
  }, [orderId, publicToken, establishmentId]);
  return view;
}

/**
 * The printing part of /totem/sucesso (SPEC §4): as soon as the order is paid its receipts
 * print, once. The status is checked at once and on every live event of the order (and by
 * polling when the events endpoint is not there), for 60 s at most. Jobs for the kiosk's own
 * printers (QZ Tray, USB) are claimed from the server, so a second tab prints nothing; network
 * and virtual printers are printed by the server. A printer fault is never shown as a
 * technical error: the customer reads that the order is fine; staff see the cause in the admin.
 */
export function ReceiptPrinting({
  orderId,
  publicToken,
}: {
  orderId: string;
  publicToken: string;
}) {
  const view = usePrintingView(orderId, publicToken);
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-14 items-center justify-center gap-3 text-xl lg:text-2xl"
    >
      <PrintingMessage view={view} />
    </div>
  );
}

function PrintingMessage({ view }: { view: View }) {
  const { t } = useTranslation();
  switch (view.state) {
    case 'printing':
      return (
        <>
          <LoaderCircle aria-hidden className="size-7 animate-spin text-primary" />
          {t('printing.kiosk.printing')}
        </>
      );
    case 'printed':
      return (
        <>
          <CircleCheck aria-hidden className="size-7 text-green-600" />
          {t('printing.kiosk.printed', { count: view.count })}
        </>
      );
    case 'failed':
      return (
        <span className="grid gap-1 text-center">
          <span>{t('printing.kiosk.noneSucceeded')}</span>
          <span className="text-lg text-muted-foreground">{t('printing.kiosk.staffNotified')}</span>
        </span>
      );
    case 'noPrinters':
      return (
        <>
          <Printer aria-hidden className="size-7 text-muted-foreground" />
          {t('printing.kiosk.configure')}
        </>
      );
    case 'noReceipt':
      return null;
    case 'error':
      return (
        <>
          <TriangleAlert aria-hidden className="size-7 text-muted-foreground" />
          {t(`printing.kiosk.${view.message}`)}
        </>
      );
  }
}
