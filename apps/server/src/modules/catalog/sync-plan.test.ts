import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { planSync } from './sync-plan';

const messages = { path: 'extras', unknown: 'Adicional não encontrado' };

describe('planSync', () => {
  it('updates listed rows, inserts new ones, keeps only the listed ids', () => {
    const plan = planSync(
      [{ id: 'a' }, { id: 'b' }],
      [{ id: 'b', name: 'B' }, { name: 'novo' }],
      messages,
    );
    expect(plan).toEqual({
      keptIds: ['b'],
      updates: [{ id: 'b', name: 'B' }],
      inserts: [{ name: 'novo' }],
    });
  });

  it('deletes everything when the list is empty', () => {
    expect(planSync([{ id: 'a' }], [], messages)).toEqual({
      keptIds: [],
      updates: [],
      inserts: [],
    });
  });

  it('refuses an id the product does not have, naming the field', () => {
    try {
      planSync([{ id: 'a' }], [{ name: 'x' }, { id: 'z', name: 'y' }], messages);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fieldIssues).toEqual([
        { path: 'extras.1.id', message: 'Adicional não encontrado' },
      ]);
    }
  });
});
