import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { newSeriesRow, type FiscalForm } from '../utils/fiscal-form';
import { FiscalCard, type FiscalSectionProps } from './fiscal-section';

type SeriesRow = FiscalForm['series'][number];

/** The NFC-e series of each device (kiosk, counter) and the next number each will use. */
export function SeriesCard({ section }: { section: FiscalSectionProps }) {
  const { t } = useTranslation();
  const { values, errors, busy, change } = section;
  const changeRow = (index: number, changes: Partial<SeriesRow>) =>
    change(
      'series',
      values.series.map((row, at) => (at === index ? { ...row, ...changes } : row)),
    );
  return (
    <FiscalCard title={t('fiscal.series')} description={t('fiscal.seriesHint')} grid={false}>
      {errors.series && (
        <p role="alert" className="text-sm text-destructive">
          {errors.series}
        </p>
      )}
      {values.series.map((row, index) => (
        <SeriesRowFields
          key={row.key}
          section={section}
          row={row}
          index={index}
          onChange={(changes) => changeRow(index, changes)}
          onRemove={() =>
            change(
              'series',
              values.series.filter((_, at) => at !== index),
            )
          }
        />
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => change('series', [...values.series, newSeriesRow()])}
        >
          <Plus aria-hidden />
          {t('fiscal.addSeries')}
        </Button>
      </div>
    </FiscalCard>
  );
}

function SeriesRowFields({
  section: { errors, busy },
  row,
  index,
  onChange,
  onRemove,
}: {
  section: FiscalSectionProps;
  row: SeriesRow;
  index: number;
  onChange: (changes: Partial<SeriesRow>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_10rem_auto]">
      <FormField
        label={t('fiscal.device')}
        value={row.device}
        disabled={busy}
        error={errors[`series.${index}.device`]}
        onChange={(event) => onChange({ device: event.target.value })}
      />
      <FormField
        label={t('fiscal.seriesNumber')}
        inputMode="numeric"
        value={row.series}
        disabled={busy}
        error={errors[`series.${index}.series`]}
        onChange={(event) => onChange({ series: event.target.value })}
      />
      <FormField
        label={t('fiscal.nextNumber')}
        inputMode="numeric"
        value={row.nextNumber}
        disabled={busy}
        error={errors[`series.${index}.nextNumber`]}
        onChange={(event) => onChange({ nextNumber: event.target.value })}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t('fiscal.removeSeries', { device: row.device })}
        disabled={busy}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
