import type { ReportQuery } from '@comanda/shared';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { FormField } from '@/components/form-field';
import { Card, CardContent } from '@/components/ui/card';

interface PeriodFieldsProps {
  draft: ReportQuery;
  setDraft: Dispatch<SetStateAction<ReportQuery>>;
  errors: Partial<Record<string, string>>;
  labels: { from: string; to: string };
}

/** The 'De' and 'Até' dates of a period typed through `usePeriodDraft`, each with its error. */
export function PeriodFields({ draft, setDraft, errors, labels }: PeriodFieldsProps) {
  return (
    <>
      <div className="w-44">
        <FormField
          label={labels.from}
          type="date"
          value={draft.from}
          error={errors.from}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
      </div>
      <div className="w-44">
        <FormField
          label={labels.to}
          type="date"
          value={draft.to}
          error={errors.to}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
        />
      </div>
    </>
  );
}

/** The filter card of a screen over a period: 'De' and 'Até', then the screen's own filters. */
export function PeriodFilterCard({
  children,
  ...fields
}: PeriodFieldsProps & { children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-wrap items-start gap-4">
        <PeriodFields {...fields} />
        {children}
      </CardContent>
    </Card>
  );
}
