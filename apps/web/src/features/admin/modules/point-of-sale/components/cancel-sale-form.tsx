import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { CancelSubmit } from '@/components/form-actions';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi, type FieldErrors } from '@/lib/form';
import { useCancelSale } from '../api/pdv';
import { useApproval } from '../hooks/use-approval';
import { ApproverFields } from './approver-fields';

/**
 * A sale canceled from its register's report, with a reason. A Caixa's cancel of a paid sale
 * asks for a Gerente's or an administrator's approval on the spot (the server says when).
 */
export function CancelSaleForm({
  orderId,
  orderNumber,
  onDone,
}: {
  orderId: string;
  orderNumber: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const cancel = useCancelSale();
  const approval = useApproval();
  const title = t('pdv.cancelSale.title', { number: orderNumber });

  function submit(event: FormEvent) {
    event.preventDefault();
    cancel.mutate(
      { orderId, reason, authorization: approval.authorization },
      {
        onSuccess: () => {
          toast.success(t('pdv.cancelSale.done', { number: orderNumber }));
          onDone();
        },
        onError: (error) => {
          approval.noteRefusal(error);
          setErrors(fieldErrorsFromApi(error));
          toast.error(errorMessage(error, t('pdv.cancelSale.failed')));
        },
      },
    );
  }

  return (
    <form
      className="grid gap-3 rounded-md border border-border p-3"
      onSubmit={submit}
      noValidate
      aria-label={title}
    >
      <p className="font-semibold">{title}</p>
      <FormField
        label={t('pdv.cancelSale.reason')}
        required
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {approval.notice && (
        <ApproverFields
          notice={approval.notice}
          value={approval.draft}
          error={errors.authorization}
          onChange={approval.setDraft}
        />
      )}
      <CancelSubmit
        submitLabel={t('pdv.cancelSale.submit')}
        busy={cancel.isPending}
        onCancel={onDone}
        cancelLabel={t('pdv.cancelSale.keep')}
      />
    </form>
  );
}
