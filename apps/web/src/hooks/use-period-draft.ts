import { reportQuerySchema, type ReportQuery } from '@comanda/shared';
import { useState } from 'react';
import { validateForm } from '@/lib/form';

/**
 * A report's period as typed (`draft`, with its field errors) and the last valid one
 * (`period`), which stays on screen while the dates are being typed.
 */
export function usePeriodDraft(initial: () => ReportQuery) {
  const [draft, setDraft] = useState<ReportQuery>(initial);
  const validation = validateForm(reportQuerySchema, draft);
  const [period, setPeriod] = useState<ReportQuery>(draft);
  if (
    validation.success &&
    (validation.data.from !== period.from || validation.data.to !== period.to)
  ) {
    setPeriod(validation.data);
  }
  const errors = validation.success ? {} : validation.errors;
  return { draft, setDraft, period, errors };
}
