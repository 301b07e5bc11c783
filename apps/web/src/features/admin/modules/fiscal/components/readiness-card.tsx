import { productFiscalFieldLabels, type FiscalReadiness } from '@comanda/shared';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { FormField } from '@/components/form-field';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { adminPaths } from '@/features/admin/admin-paths';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fillPath } from '@/lib/fill-path';
import { saveFailed } from '@/lib/form';
import { useFiscalReadiness, useSetCategoryFiscalCodes } from '../api/fiscal-readiness';
import { FiscalCard } from './fiscal-section';

/**
 * Before NFC-e is turned on (issue 30, 4): every active product needs its NCM, CFOP and
 * CSOSN/CST. Lists the ones missing a code, each linked to its product, and sets the codes of
 * a whole category at once.
 */
export function ReadinessCard() {
  const { t } = useTranslation();
  const readiness = useFiscalReadiness();
  return (
    <FiscalCard
      title={t('fiscal.readiness.title')}
      description={t('fiscal.readiness.hint')}
      grid={false}
    >
      {readiness.isPending ? (
        <LoadingState label={t('fiscal.readiness.loading')} />
      ) : readiness.isError ? (
        <ErrorState
          message={errorMessage(readiness.error, t('fiscal.readiness.loadFailed'))}
          onRetry={() => void readiness.refetch()}
        />
      ) : readiness.data.ready ? (
        <p className="flex items-center gap-2 text-sm" data-testid="fiscal-readiness">
          <CircleCheck aria-hidden className="size-4 shrink-0 text-green-700" />
          {t('fiscal.readiness.ready', { count: readiness.data.activeProducts })}
        </p>
      ) : (
        <>
          <MissingList readiness={readiness.data} />
          <CategoryCodesForm readiness={readiness.data} />
        </>
      )}
    </FiscalCard>
  );
}

function MissingList({ readiness }: { readiness: FiscalReadiness }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2" data-testid="fiscal-readiness">
      <p className="text-sm font-medium">
        {t('fiscal.readiness.missing', { count: readiness.missing.length })}
      </p>
      <ul className="grid gap-1 text-sm" aria-label={t('fiscal.readiness.listLabel')}>
        {readiness.missing.map((product) => (
          <li key={product.id}>
            <Link
              to={fillPath(adminPaths.editProduct, { id: product.id })}
              className="font-medium underline underline-offset-4"
            >
              {product.name}
            </Link>{' '}
            <span className="text-muted-foreground">
              {t('fiscal.readiness.lacks', {
                category: product.categoryName,
                fields: product.fields.map((field) => productFiscalFieldLabels[field]).join(', '),
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface CodesForm {
  categoryId: string;
  ncm: string;
  cfop: string;
  taxCode: string;
}

/** The bulk editor: the codes typed are set on every product of the chosen category. */
function CategoryCodesForm({ readiness }: { readiness: FiscalReadiness }) {
  const { t } = useTranslation();
  const categories = [
    ...new Map(readiness.missing.map((p) => [p.categoryId, p.categoryName])).entries(),
  ];
  const save = useSetCategoryFiscalCodes();
  const { values, errors, setErrors, setField, bind } = useFormState<CodesForm>(() => ({
    categoryId: categories[0]?.[0] ?? '',
    ncm: '',
    cfop: '5102',
    taxCode: '102',
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (result) => {
        setErrors({});
        toast.success(t('fiscal.readiness.applied', { count: result.updated }));
      },
      onError: saveFailed(setErrors, t('fiscal.readiness.applyFailed')),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-lg border border-border p-4">
      <p className="text-sm font-medium">{t('fiscal.readiness.bulkTitle')}</p>
      <div className="grid gap-4 sm:grid-cols-4">
        <Field label={t('fiscal.readiness.category')} error={errors.categoryId}>
          {(props) => (
            <NativeSelect
              {...props}
              value={values.categoryId}
              disabled={save.isPending}
              onChange={(event) => setField('categoryId', event.target.value)}
            >
              {categories.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FormField label="NCM" inputMode="numeric" autoComplete="off" {...bind('ncm')} />
        <FormField label="CFOP" inputMode="numeric" autoComplete="off" {...bind('cfop')} />
        <FormField label="CSOSN/CST" inputMode="numeric" autoComplete="off" {...bind('taxCode')} />
      </div>
      <p className="text-sm text-muted-foreground">{t('fiscal.readiness.bulkHint')}</p>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending && <LoaderCircle aria-hidden className="animate-spin" />}
          {t('fiscal.readiness.apply')}
        </Button>
      </div>
    </form>
  );
}
