import type { Approval } from '@comanda/shared';

/**
 * What the approver types: their e-mail and password, or (decision 056) their name chosen
 * from the Gerentes and the admin with a PIN, and their PIN.
 */
export interface ApproverDraft {
  byPin: boolean;
  email: string;
  password: string;
  userId: string;
  pin: string;
}

export const emptyApprover: ApproverDraft = {
  byPin: false,
  email: '',
  password: '',
  userId: '',
  pin: '',
};

/** The credential as the API takes it, once its fields are filled. */
export function approvalOf(draft: ApproverDraft): Approval | undefined {
  if (draft.byPin)
    return draft.userId && draft.pin ? { userId: draft.userId, pin: draft.pin } : undefined;
  return draft.email.trim() && draft.password
    ? { email: draft.email, password: draft.password }
    : undefined;
}
