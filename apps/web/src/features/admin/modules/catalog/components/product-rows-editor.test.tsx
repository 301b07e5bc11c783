// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { newExtraRow, newIngredientRow, type ExtraRow } from '../utils/product-form';
import { ExtrasEditor, IngredientsEditor } from './product-rows-editor';

afterEach(cleanup);

const noErrors = {};

describe('the product form list editors', () => {
  it('say so when a list is empty, and add a row through onRowsChange', async () => {
    const onRowsChange = vi.fn();
    renderWithApp(
      <IngredientsEditor
        rows={[]}
        errors={noErrors}
        disabled={false}
        onChange={vi.fn()}
        onRowsChange={onRowsChange}
      />,
      strings,
    );
    expect(screen.getByText('Nenhum ingrediente cadastrado.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ingrediente' }));
    expect(onRowsChange).toHaveBeenCalledWith([expect.objectContaining({ name: '' })]);
  });

  it('remove the row asked for, report a field change with its index, and show the list error', async () => {
    const rows: ExtraRow[] = [
      { ...newExtraRow(), name: 'Bacon' },
      { ...newExtraRow(), name: 'Queijo' },
    ];
    const onChange = vi.fn();
    const onRowsChange = vi.fn();
    renderWithApp(
      <ExtrasEditor
        rows={rows}
        errors={{ extras: 'Lista inválida' }}
        disabled={false}
        onChange={onChange}
        onRowsChange={onRowsChange}
      />,
      strings,
    );
    expect(screen.getByRole('alert').textContent).toBe('Lista inválida');
    await userEvent.click(screen.getByRole('button', { name: 'Remover adicional 1' }));
    expect(onRowsChange).toHaveBeenCalledWith([rows[1]]);
    await userEvent.type(screen.getByLabelText('Nome do adicional 2'), 's');
    expect(onChange).toHaveBeenLastCalledWith(1, { name: 'Queijos' }, 'name');
  });

  it('draw one name box per ingredient', () => {
    renderWithApp(
      <IngredientsEditor
        rows={[newIngredientRow(), newIngredientRow()]}
        errors={noErrors}
        disabled={false}
        onChange={vi.fn()}
        onRowsChange={vi.fn()}
      />,
      strings,
    );
    expect(screen.getByLabelText('Ingrediente 2')).toBeTruthy();
    expect(screen.queryByText('Nenhum ingrediente cadastrado.')).toBeNull();
  });
});
