import { applyBrazilianZodMessages } from '@comanda/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emptyEstablishmentForm,
  establishmentFormFromDetail,
  validateEstablishmentForm,
  withName,
  type EstablishmentFormValues,
} from './establishment-form';

beforeAll(() => applyBrazilianZodMessages());

const form = (changes: Partial<EstablishmentFormValues> = {}) => ({
  ...emptyEstablishmentForm(),
  name: 'Loja',
  ...changes,
});

describe('subdomain auto-fill on create (SPEC §2)', () => {
  it('follows the name while the subdomain is empty or still its slug', () => {
    let values = emptyEstablishmentForm();
    for (const name of ['A', 'Aç', 'Açaí', 'Açaí & Cia']) values = withName(values, name, true);
    expect(values.subdomain).toBe('acai-cia');
  });

  it('stops once the user typed their own subdomain', () => {
    const values = withName(form({ name: 'Açaí', subdomain: 'meu-acai' }), 'Açaí da Praia', true);
    expect(values.subdomain).toBe('meu-acai');
  });

  it('never changes the subdomain when editing', () => {
    const values = withName(form({ name: 'Loja', subdomain: '' }), 'Loja Nova', false);
    expect(values.subdomain).toBe('');
  });
});

describe('browser validation: the same messages as the server (SPEC §5)', () => {
  it.each([
    [{ name: ' ' }, 'name', 'Nome é obrigatório'],
    [{ subdomain: 'ab' }, 'subdomain', 'Subdomínio deve ter no mínimo 3 caracteres'],
    [{ subdomain: 'a'.repeat(51) }, 'subdomain', 'Subdomínio deve ter no máximo 50 caracteres'],
    [
      { subdomain: 'a b c' },
      'subdomain',
      'Subdomínio deve conter apenas letras minúsculas, números e hífens',
    ],
    [{ subdomain: 'www' }, 'subdomain', 'Este subdomínio é reservado pela plataforma'],
    [{ adminEmail: 'x@', adminPassword: '123456' }, 'adminEmail', 'Email inválido'],
    [
      { adminEmail: 'a@b.com', adminPassword: '123' },
      'adminPassword',
      'Senha deve ter no mínimo 6 caracteres',
    ],
    [{ cardFeePercent: 'abc' }, 'cardFeePercent', 'Taxa do cartão deve ser um número'],
    [{ cardFeePercent: '150' }, 'cardFeePercent', 'Taxa do cartão deve estar entre 0 e 100'],
    [
      { cardFeePercent: '1,234' },
      'cardFeePercent',
      'Taxa do cartão deve ter no máximo 2 casas decimais',
    ],
    [
      { cardTerminalIp: '10.0.0' },
      'cardTerminalIp',
      'IP da maquininha inválido (ex.: 192.168.0.50)',
    ],
  ])('%j → %s: %s', (changes, field, message) => {
    const result = validateEstablishmentForm(form(changes), true);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors[field]).toBe(message);
  });

  it('accepts a minimal form and a comma percentage', () => {
    const result = validateEstablishmentForm(form({ cardFeePercent: '2,5' }), true);
    expect(result).toMatchObject({ success: true, input: { name: 'Loja', cardFeePercent: 2.5 } });
  });

  it('sends secrets only when typed, null when cleared', () => {
    const keep = validateEstablishmentForm(form(), false);
    expect(
      keep.success && 'mercadopagoAccessToken' in keep.input && keep.input.mercadopagoAccessToken,
    ).toBeFalsy();
    const typed = validateEstablishmentForm(form({ mercadopagoAccessToken: 'APP_USR-1' }), false);
    expect(typed).toMatchObject({ input: { mercadopagoAccessToken: 'APP_USR-1' } });
    const cleared = validateEstablishmentForm(
      form({ mercadopagoAccessToken: 'x', clearMercadopagoAccessToken: true }),
      false,
    );
    expect(cleared).toMatchObject({ input: { mercadopagoAccessToken: null } });
  });

  it('sends no admin block when editing', () => {
    const result = validateEstablishmentForm(form({ adminEmail: 'x' }), false);
    expect(result.success).toBe(true);
    expect(result.success && 'adminEmail' in result.input).toBe(false);
  });

  it('starts the edit form from the saved shop with a comma percentage', () => {
    const values = establishmentFormFromDetail({
      id: '6f1c2b4e-1111-4c1d-9e2f-0a1b2c3d4e5f',
      name: 'Burger',
      subdomain: null,
      slogan: null,
      logoUrl: null,
      theme: 'azul',
      city: 'Recife',
      phone: null,
      pixKeyType: 'cpf',
      pixKey: '123',
      mercadopagoAccessTokenHint: '••••abcd',
      mercadopagoWebhookSecretHint: null,
      mercadopagoPublicKey: null,
      mercadopagoPointDeviceId: null,
      cardTerminalIp: null,
      cardFeePercent: 2.5,
      paymentNotes: null,
      demoPayments: false,
      paymentMethods: ['pix', 'cartao'],
      active: true,
      createdAt: '2026-01-01T12:00:00.000Z',
    });
    expect(values).toMatchObject({
      subdomain: '',
      city: 'Recife',
      cardFeePercent: '2,50',
      mercadopagoAccessToken: '',
      theme: 'azul',
    });
  });
});
