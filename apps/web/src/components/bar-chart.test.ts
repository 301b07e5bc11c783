import { describe, expect, it } from 'vitest';
import { labelPlace } from './bar-chart';

describe('bar chart labels (issue 30, item 15)', () => {
  const slot = 100 / 30; // 30 days, a label every third day

  it('gives a label the room of the slots it stands for, centred under its bar', () => {
    const place = labelPlace(3, slot, 3);
    expect(parseFloat(place.width)).toBeCloseTo(10);
    expect(parseFloat(place.left)).toBeCloseTo(3 * slot + slot / 2 - 5);
    expect(place.textAlign).toBe('center');
  });

  it('keeps the first and last labels inside the chart', () => {
    expect(labelPlace(0, slot, 3)).toMatchObject({ left: '0%', textAlign: 'left' });
    const last = labelPlace(29, slot, 3);
    expect(parseFloat(last.left) + parseFloat(last.width)).toBeCloseTo(100);
    expect(last.textAlign).toBe('right');
  });
});
