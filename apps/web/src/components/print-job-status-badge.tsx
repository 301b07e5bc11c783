import type { PrintJobStatus } from '@comanda/shared';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

/** A print job's status in the same colour on /admin/impressoras and the kitchen monitor. */
const variants = {
  queued: 'secondary',
  printing: 'accent',
  done: 'success',
  failed: 'default',
} as const satisfies Record<PrintJobStatus, string>;

/** The job's status badge; `children` is its name in the screen's own strings. */
export function PrintJobStatusBadge({
  status,
  children,
}: {
  status: PrintJobStatus;
  children: ReactNode;
}) {
  return <Badge variant={variants[status]}>{children}</Badge>;
}
