import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { approvalOf, emptyApprover, type ApproverDraft } from '../components/approver-fields';

/**
 * An approval the server asks for on the spot (a sangria or a close's difference above the
 * shop's threshold, issue 32): the form shows ApproverFields once a refusal names the
 * `authorization` field, with that refusal's sentence, and sends the credential from then on.
 * The operator never sees the expected amounts of a blind count this way.
 */
export function useApproval() {
  const [notice, setNotice] = useState<string | null>(null);
  const [draft, setDraft] = useState<ApproverDraft>(emptyApprover);
  return {
    /** Why an approval is needed; null until the server asked. */
    notice,
    draft,
    setDraft,
    /** Call with a failed request's error: a refusal asking for an approval opens the fields. */
    noteRefusal(error: unknown) {
      if (!isApiError(error)) return;
      if (!error.fieldErrors.some((issue) => issue.path === 'authorization')) return;
      setNotice((current) => current ?? error.message);
    },
    /** The credential to send, once asked and filled. */
    authorization: notice ? approvalOf(draft) : undefined,
  };
}
