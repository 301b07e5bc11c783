import { describe, expect, it } from 'vitest';
import { fillPath } from './fill-path';

describe('fillPath', () => {
  it('fills each :param of a route pattern', () => {
    expect(fillPath('/admin/categorias/editar/:id', { id: '42' })).toBe(
      '/admin/categorias/editar/42',
    );
  });

  it('encodes what it puts in the path', () => {
    expect(fillPath('/admin/produtos/:id', { id: 'a/b c' })).toBe('/admin/produtos/a%2Fb%20c');
  });
});
