// @vitest-environment happy-dom
import { z } from 'zod';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import strings from '@/app/locales/pt-BR.panel.json';
import { useFormState } from '@/hooks/use-form-state';
import { EmailField, PasswordField } from './credential-fields';
import { testI18n } from '@/test/render';

const i18n = testI18n(strings);

afterEach(cleanup);

const schema = z.object({
  email: z.email('Email inválido'),
  password: z.string().min(6, 'Mínimo 6 caracteres'),
  confirm: z.string(),
});

/** A sign-up-like form: what `validate` hands the submit, or nothing. */
function Harness({ onSubmit }: { onSubmit: (data: z.output<typeof schema> | undefined) => void }) {
  const form = useFormState({ email: '', password: '', confirm: '' });
  return (
    <I18nextProvider i18n={i18n}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(form.validate(schema));
        }}
      >
        <EmailField {...form.bind('email')} />
        <PasswordField purpose="new" {...form.bind('password')} />
        <PasswordField label="Confirmar senha" purpose="confirm" {...form.bind('confirm')} />
        <button type="submit">Enviar</button>
      </form>
    </I18nextProvider>
  );
}

describe('credential fields', () => {
  it('ask the browser for the right autofill, and state the rule on a new password only', () => {
    render(<Harness onSubmit={() => {}} />);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Senha');
    const confirm = screen.getByLabelText('Confirmar senha');
    expect(email).toHaveProperty('type', 'email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(password).toHaveProperty('type', 'password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(password.getAttribute('placeholder')).toBe('Mínimo 6 caracteres');
    expect(confirm.getAttribute('autocomplete')).toBe('new-password');
    expect(confirm.getAttribute('placeholder')).toBeNull();
    for (const input of [email, password, confirm]) expect(input).toHaveProperty('required', true);
  });

  it('a current password is filled in by the browser', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PasswordField purpose="current" value="" onChange={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText('Senha').getAttribute('autocomplete')).toBe('current-password');
  });
});

describe('useFormState().validate', () => {
  it('shows the messages under their fields and hands the submit nothing', async () => {
    const submitted: unknown[] = [];
    render(<Harness onSubmit={(data) => submitted.push(data)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    expect(submitted).toEqual([undefined]);
    expect(screen.getByText('Email inválido')).toBeTruthy();
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
  });

  it('hands the submit the parsed values once they pass', async () => {
    const submitted: unknown[] = [];
    render(<Harness onSubmit={(data) => submitted.push(data)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@exemplo.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(submitted).toEqual([{ email: 'ana@exemplo.com', password: 'segredo1', confirm: '' }]);
  });
});
