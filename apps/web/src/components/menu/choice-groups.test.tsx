// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KioskChoiceGroup } from '@comanda/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import ChoiceGroups, { type ChoicesState } from '@/components/menu/choice-groups';

/*
 * The kiosk's choice groups (decision 026) with a combo's fixed burger (decision 038): a
 * required group of one option is chosen for the customer, shown as "Incluído", and the screen
 * stops only on what is left to choose.
 */

afterEach(cleanup);

// The kiosk's Portuguese words these groups use (app/locales/pt-BR.json, kiosk.choices).
const strings = {
  kiosk: {
    choices: {
      exactly: 'Escolha {{count}}',
      upTo: 'Até {{count}}',
      range: 'Escolha de {{min}} a {{max}}',
      required: 'Obrigatório',
      included: 'Incluído',
    },
  },
};

const group = (name: string, minChoices: number, options: string[]): KioskChoiceGroup => ({
  id: `g-${name}`,
  name,
  minChoices,
  maxChoices: 1,
  translations: {},
  options: options.map((option) => ({
    id: `o-${option}`,
    name: option,
    priceCents: 0,
    productId: null,
    imageUrl: null,
    translations: {},
  })),
});

const lanche = group('Lanche', 1, ['Cheddar Bacon']);
const bebida = group('Escolha a bebida', 1, ['Refrigerante', 'Suco']);
const burgerChoice = {
  id: 'o-Cheddar Bacon',
  groupName: 'Lanche',
  name: 'Cheddar Bacon',
  priceCents: 0,
};

const renderGroups = (groups: KioskChoiceGroup[]) => {
  const onChange = vi.fn<(state: ChoicesState) => void>();
  renderWithApp(<ChoiceGroups groups={groups} onChange={onChange} />, strings);
  return { onChange, last: () => onChange.mock.calls.at(-1)![0] };
};

describe("the kiosk's choice groups", () => {
  it('choose a combo’s only burger at once: shown chosen, "Incluído", nothing pending', async () => {
    const { last } = renderGroups([lanche]);
    const burger = screen.getByRole('radio', { name: /Cheddar Bacon/ }) as HTMLInputElement;
    expect(burger.checked).toBe(true);
    expect(screen.getByRole('group', { name: /Lanche/ }).textContent).toContain('Incluído');
    expect(screen.queryByText(/Obrigatório/)).toBeNull();
    expect(last()).toEqual({ choices: [burgerChoice], pending: null });
    // A tap does not unchoose it.
    await userEvent.setup().click(burger);
    expect(burger.checked).toBe(true);
    expect(last()).toEqual({ choices: [burgerChoice], pending: null });
  });

  it('stop on the drink, not on the burger, and add the drink to the burger', async () => {
    const { last } = renderGroups([lanche, bebida]);
    expect(last()).toEqual({ choices: [burgerChoice], pending: 'Escolha a bebida' });
    expect(screen.getByRole('group', { name: /Escolha a bebida/ }).textContent).toContain(
      'Escolha 1 · Obrigatório',
    );
    await userEvent.setup().click(screen.getByRole('radio', { name: /Suco/ }));
    expect(last()).toEqual({
      choices: [
        burgerChoice,
        { id: 'o-Suco', groupName: 'Escolha a bebida', name: 'Suco', priceCents: 0 },
      ],
      pending: null,
    });
  });

  it('leave an optional group of one option unchosen', () => {
    const { last } = renderGroups([group('Molho extra', 0, ['Barbecue'])]);
    expect((screen.getByRole('radio', { name: /Barbecue/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(last()).toEqual({ choices: [], pending: null });
  });
});
