import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';

/** What the approver types: their e-mail and password (a Gerente or an administrator). */
export interface ApproverDraft {
  email: string;
  password: string;
}

export const emptyApprover: ApproverDraft = { email: '', password: '' };

/** The credential as the API takes it, once both fields are filled. */
export const approvalOf = (draft: ApproverDraft) =>
  draft.email.trim() && draft.password
    ? { email: draft.email, password: draft.password }
    : undefined;

/**
 * Another person's approval on the spot (issue 32): a Gerente or an administrator types their
 * e-mail and password at the operator's screen, for a discount above the limit, a large
 * sangria or a close with a large difference. The server checks it and refuses the operator's
 * own.
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
    </div>
  );
}
