import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useApprovers } from '../../../terminal/api';
import type { ApproverDraft } from '../utils/approval';

export { approvalOf, emptyApprover, type ApproverDraft } from '../utils/approval';

/**
 * Another person's approval on the spot (issue 32): a Gerente or an administrator types their
 * e-mail and password, or their PIN, at the operator's screen, for a discount above the limit,
 * a large sangria or a close with a large difference. The server checks it and refuses the
 * operator's own.
 */
export function ApproverFields({
  notice,
  value,
  error,
  onChange,
}: {
  /** Why an approval is asked, as the shop's rule or the server's answer says it. */
  notice: string;
  value: ApproverDraft;
  error?: string | undefined;
  onChange: (value: ApproverDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 rounded-md border border-amber-500 p-3">
      <p className="text-sm">{notice}</p>
      <div className="flex gap-2" role="group" aria-label={t('pdv.approval.how')}>
        {([false, true] as const).map((byPin) => (
          <Button
            key={String(byPin)}
            type="button"
            size="sm"
            variant={value.byPin === byPin ? 'default' : 'outline'}
            aria-pressed={value.byPin === byPin}
            onClick={() => onChange({ ...value, byPin })}
          >
            {byPin ? t('pdv.approval.byPin') : t('pdv.approval.byPassword')}
          </Button>
        ))}
      </div>
      {value.byPin ? (
        <PinFields value={value} error={error} onChange={onChange} />
      ) : (
        <>
          <FormField
            label={t('pdv.approval.email')}
            type="email"
            autoComplete="off"
            value={value.email}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
          />
          <FormField
            label={t('pdv.approval.password')}
            type="password"
            autoComplete="off"
            value={value.password}
            error={error}
            onChange={(event) => onChange({ ...value, password: event.target.value })}
          />
        </>
      )}
    </div>
  );
}

function PinFields({
  value,
  error,
  onChange,
}: {
  value: ApproverDraft;
  error?: string | undefined;
  onChange: (value: ApproverDraft) => void;
}) {
  const { t } = useTranslation();
  const approvers = useApprovers(true);
  const personId = useId();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={personId}>{t('pdv.approval.who')}</Label>
        <NativeSelect
          id={personId}
          value={value.userId}
          onChange={(event) => onChange({ ...value, userId: event.target.value })}
        >
          <option value="">
            {approvers.isPending ? t('pdv.approval.loading') : t('pdv.approval.choose')}
          </option>
          {approvers.data?.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <FormField
        label={t('pdv.approval.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value.pin}
        error={error}
        onChange={(event) => onChange({ ...value, pin: event.target.value.replace(/\D/g, '') })}
      />
    </>
  );
}
