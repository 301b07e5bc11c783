import { describe, expect, it } from 'vitest';
import { clearAuthLeftovers } from './storage';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('clearAuthLeftovers', () => {
  it('removes per-user keys and keeps the tenant cache', () => {
    const storage = memoryStorage({
      'comanda:auth:last-email': 'a@b.c',
      'comanda:auth': '{}',
      'comanda:tenant': '{"id":"x"}',
      other: '1',
    });
    clearAuthLeftovers(storage);
    expect([...storage.map.keys()]).toEqual(['comanda:tenant', 'other']);
  });
});
