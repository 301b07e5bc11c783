import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormCard } from '@/components/form-card';
import { FormField } from '@/components/form-field';
import { MoneyField } from '@/components/money-field';
import { CancelSubmit } from '@/components/form-actions';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi } from '@/lib/form';
import { parseReais } from '@/lib/money-input';
import { useCashMovement } from '../api/pdv';
import { useApproval } from '../hooks/use-approval';
import { ApproverFields } from './approver-fields';

/**
 * Sangria (cash out) or suprimento (cash in), with its reason; a sangria above the shop's
 * threshold asks for a Gerente's or an administrator's approval on the spot.
 */
export function CashMovementForm({
  registerId,
  kind,
  onDone,
}: {
  registerId: string;
  kind: 'sangria' | 'suprimento';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormState({ amount: '', reason: '' });
  const movement = useCashMovement();
  const approval = useApproval();

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = parseReais(form.values.amount);
    if (!cents) {
      form.setErrors({ amount: t('pdv.open.invalidAmount') });
      return;
    }
    movement.mutate(
      {
        id: registerId,
        kind,
        amountCents: cents,
        reason: form.values.reason,
        authorization: approval.authorization,
      },
      {
        onSuccess: () => {
          toast.success(t('pdv.movement.saved'));
          onDone();
        },
        onError: (error) => {
          approval.noteRefusal(error);
          const errors = fieldErrorsFromApi(error);
          form.setErrors({ ...errors, amount: errors.amountCents });
          toast.error(errorMessage(error, t('pdv.movement.failed')));
        },
      },
    );
  }

  return (
    <FormCard
      cardClassName="max-w-md"
      title={t(kind === 'sangria' ? 'pdv.movement.sangriaTitle' : 'pdv.movement.suprimentoTitle')}
      onSubmit={submit}
    >
      <MoneyField
        label={t('pdv.movement.amount')}
        autoFocus
        required
        {...form.bindMoney('amount')}
      />
      <FormField label={t('pdv.movement.reason')} required {...form.bind('reason')} />
      {approval.notice && (
        <ApproverFields
          notice={approval.notice}
          value={approval.draft}
          error={form.errors.authorization}
          onChange={approval.setDraft}
        />
      )}
      <CancelSubmit
        submitLabel={t('pdv.movement.submit')}
        busy={movement.isPending}
        onCancel={onDone}
        cancelLabel={t('pdv.choices.cancel')}
      />
    </FormCard>
  );
}
