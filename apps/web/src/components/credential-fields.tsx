import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';

type CredentialFieldProps = Omit<
  ComponentProps<typeof FormField>,
  'type' | 'autoComplete' | 'label' | 'required'
> & { label?: string };

/** The account's email ('Email' unless told otherwise), for the browser to fill in. */
export function EmailField({ label, ...props }: CredentialFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={label ?? t('auth.fields.email')}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

/**
 * 'current': a password the account has (the browser fills it in); 'new': one being chosen (the
 * browser may suggest one; the placeholder states the length rule); 'confirm': the new one again.
 */
export type PasswordPurpose = 'current' | 'new' | 'confirm';

/** A password input ('Senha' unless told otherwise) for `purpose`. */
export function PasswordField({
  label,
  purpose,
  ...props
}: CredentialFieldProps & { purpose: PasswordPurpose }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={label ?? t('auth.fields.password')}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      placeholder={purpose === 'new' ? t('auth.passwordPlaceholder') : undefined}
      required
      {...props}
    />
  );
}
