// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testI18n } from '@/test/render';
import type { SaleLine } from '../utils/sale';
import type { KioskChoiceGroup, KioskMenu, KioskProduct } from '@comanda/shared';
import { kioskProduct } from '@/test/kiosk-product';
import strings from '../locales/pt-BR.json';
import { ChoicesPanel } from './choices-panel';

/*
 * The counter's choices panel as the cashier first sees it (its markup), then as the cashier
 * chooses (happy-dom, Testing Library). Choosing is `toggleChoice` and the rules' message is
 * `choiceSelectionProblem`, tested in packages/shared; e2e/tests/pdv-combo.spec.ts clicks it.
 */

const i18n = testI18n(strings);

const group = (
  name: string,
  minChoices: number,
  maxChoices: number,
  options: [string, number][],
): KioskChoiceGroup => ({
  id: `g-${name}`,
  name,
  minChoices,
  maxChoices,
  translations: {},
  options: options.map(([option, priceCents]) => ({
    id: `o-${option}`,
    name: option,
    priceCents,
    productId: null,
    imageUrl: null,
    translations: {},
  })),
});

const productWith = (choiceGroups: KioskChoiceGroup[]): KioskProduct =>
  kioskProduct('p1', { categoryId: 'c1', name: 'Combo Clássico', priceCents: 3990, choiceGroups });

const menu: KioskMenu = {
  categories: [],
  products: [],
  addonProducts: [],
  drinks: [],
  desserts: [],
};

/** The panel's markup with its entities decoded, so texts read as on screen. */
function render(product: KioskProduct): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ChoicesPanel product={product} menu={menu} onAdd={() => {}} onCancel={() => {}} />
    </I18nextProvider>,
  )
    .replaceAll('&quot;', '"')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('\u00a0', ' ');
}

const inputsOf = (html: string, type: string, name: string) =>
  html.match(new RegExp(`<input type="${type}" name="${name}"[^>]*>`, 'g')) ?? [];

/** The submit button ('Adicionar R$ ...') with its attributes. */
const addButton = (html: string) =>
  /<button[^>]*type="submit"[^>]*>[^<]*<\/button>/.exec(html)?.[0];

/** A combo: one drink required, up to two sauces. */
const combo = productWith([
  group('Escolha a bebida', 1, 1, [
    ['Refrigerante', 0],
    ['Suco', 400],
  ]),
  group('Molhos', 0, 2, [
    ['Ketchup', 0],
    ['Mostarda', 0],
    ['Barbecue', 200],
  ]),
]);

describe('the PDV choices panel', () => {
  it('shows each group with its rule: radios for one choice, checkboxes up to the maximum', () => {
    const html = render(combo);
    expect(inputsOf(html, 'radio', 'g-Escolha a bebida')).toHaveLength(2);
    expect(inputsOf(html, 'checkbox', 'g-Molhos')).toHaveLength(3);
    expect(html).toContain('Escolha 1 · Obrigatório');
    expect(html).toContain('Até 2');
    expect(html).not.toContain('Até 2 · Obrigatório');
    expect(html).toContain('+R$ 4,00');
    expect(html).toContain('+R$ 2,00');
  });

  it('keeps Adicionar blocked with the reason in Portuguese until the required drink is chosen', () => {
    const html = render(combo);
    expect(html).toContain('Escolha 1 opção em "Escolha a bebida"');
    expect(addButton(html)).toMatch(/disabled=""/);
    expect(addButton(html)).toContain('Adicionar R$ 39,90');
  });

  it('lets an ordinary product with optional grouped extras be added at once', () => {
    const burger = productWith([
      group('Molhos extras', 0, 2, [
        ['Cheddar', 300],
        ['Barbecue', 200],
      ]),
    ]);
    const html = render(burger);
    expect(inputsOf(html, 'checkbox', 'g-Molhos extras')).toHaveLength(2);
    expect(html).not.toContain('Escolha 1 opção');
    expect(addButton(html)).not.toMatch(/disabled=""/);
  });

  it('reads a range rule and names the group that needs more choices', () => {
    const html = render(
      productWith([
        group('Pães', 2, 3, [
          ['Brioche', 0],
          ['Australiano', 100],
          ['Integral', 0],
        ]),
      ]),
    );
    expect(html).toContain('Escolha de 2 a 3 · Obrigatório');
    expect(html).toContain('Escolha pelo menos 2 opções em "Pães"');
    expect(addButton(html)).toMatch(/disabled=""/);
  });
});

describe('choosing in the PDV choices panel', () => {
  afterEach(cleanup);
  const addButton = () => screen.getByRole('button', { name: /^Adicionar R\$/ });
  const name = (button: HTMLElement) => button.textContent?.replace(/\s/g, ' ');

  it('unblocks Adicionar once the drink is chosen, prices each option, holds the maximum', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn<(line: SaleLine) => void>();
    renderWithApp(
      <ChoicesPanel product={combo} menu={menu} onAdd={onAdd} onCancel={() => {}} />,
      strings,
    );
    expect(addButton().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Suco/ }));
    expect(screen.queryByText('Escolha 1 opção em "Escolha a bebida"')).toBeNull();
    expect(name(addButton())).toBe('Adicionar R$ 43,90');

    await user.click(screen.getByRole('checkbox', { name: /Ketchup/ }));
    await user.click(screen.getByRole('checkbox', { name: /Barbecue/ }));
    // Two sauces at most: a third is not taken.
    await user.click(screen.getByRole('checkbox', { name: /Mostarda/ }));
    expect((screen.getByRole('checkbox', { name: /Mostarda/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(name(addButton())).toBe('Adicionar R$ 45,90');

    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(name(addButton())).toBe('Adicionar R$ 91,80');
    await user.click(addButton());
    const line = onAdd.mock.calls[0]![0];
    expect(line.quantity).toBe(2);
    expect(line.choices.map((choice) => choice.name)).toEqual(['Suco', 'Ketchup', 'Barbecue']);
  });
});

describe("a combo's fixed burger at the counter (a required group of one option)", () => {
  afterEach(cleanup);
  const lanche = group('Lanche', 1, 1, [['Cheddar Bacon', 0]]);

  it('comes chosen, reads "Incluído" and does not block Adicionar', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn<(line: SaleLine) => void>();
    renderWithApp(
      <ChoicesPanel
        product={productWith([lanche])}
        menu={menu}
        onAdd={onAdd}
        onCancel={() => {}}
      />,
      strings,
    );
    const burger = screen.getByRole('radio', { name: /Cheddar Bacon/ }) as HTMLInputElement;
    expect(burger.checked).toBe(true);
    expect(screen.getByRole('group', { name: /Lanche/ }).textContent).toContain('Incluído');
    expect(screen.queryByText(/Escolha 1 opção/)).toBeNull();
    // Clicking it again does not unchoose it.
    await user.click(burger);
    expect(burger.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: /^Adicionar R\$/ }));
    expect(onAdd.mock.calls[0]![0].choices).toEqual([
      { id: 'o-Cheddar Bacon', groupName: 'Lanche', name: 'Cheddar Bacon', priceCents: 0 },
    ]);
  });

  it('with a drink to choose, the panel stops on the drink, not on the burger', () => {
    const html = render(
      productWith([
        lanche,
        group('Escolha a bebida', 1, 1, [
          ['Refrigerante', 0],
          ['Suco', 400],
        ]),
      ]),
    );
    expect(inputsOf(html, 'radio', 'g-Lanche')[0]).toMatch(/checked=""/);
    expect(html).toContain('Escolha 1 opção em "Escolha a bebida"');
    expect(html).not.toContain('"Lanche"');
  });
});
