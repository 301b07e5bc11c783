import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity } from './quantity-input';

describe('stock quantities', () => {
  it.each([
    ['2', 2000],
    ['1,5', 1500],
    ['0,250', 250],
    ['0.05', 50],
    [' 3 ', 3000],
  ])('reads %s as %i thousandths', (text, milli) => {
    expect(parseQuantity(text)).toBe(milli);
  });

  it.each(['', 'abc', '1,2345', '-1', '1,'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });

  it('writes thousandths back with a decimal comma', () => {
    expect(formatQuantity(2000)).toBe('2');
    expect(formatQuantity(1500)).toBe('1,5');
    expect(formatQuantity(-250)).toBe('-0,25');
    expect(formatQuantity(5)).toBe('0,005');
  });
});
