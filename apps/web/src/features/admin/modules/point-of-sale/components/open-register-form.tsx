import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi } from '@/lib/form';
import { parseReais } from '@/lib/money-input';
import { useOpenRegister } from '../api/pdv';

/** No register open for this operator: count the float and open one. */
export function OpenRegisterForm() {
  const { t } = useTranslation();
  const form = useFormState({ name: 'Caixa 1', float: '' });
  const open = useOpenRegister();

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = parseReais(form.values.float);
    if (cents === null) {
      form.setErrors({ float: t('pdv.open.invalidAmount') });
      return;
    }
    open.mutate(
      { name: form.values.name, openingFloatCents: cents },
      {
        onError: (error) => {
          const errors = fieldErrorsFromApi(error);
          form.setErrors({ ...errors, float: errors.openingFloatCents });
          toast.error(errorMessage(error, t('pdv.open.failed')));
        },
      },
    );
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle>{t('pdv.open.title')}</CardTitle>
        <CardDescription>{t('pdv.open.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label={t('pdv.open.name')} required {...form.bind('name')} />
          <MoneyField label={t('pdv.open.float')} required autoFocus {...form.bindMoney('float')} />
          <Button type="submit" size="lg" disabled={open.isPending}>
            {t('pdv.open.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
