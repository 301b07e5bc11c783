import { describe, expect, it } from 'vitest';
import { definePipeline, PipelineOrderError } from '../lib/pipeline';
import { emissionOff } from '../modules/fiscal';
import type { PaidOrderStep } from '../modules/orders';
import { paidOrderPipeline, paidOrderSteps } from './paid-order.workflow';

/*
 * The paid order's steps and their order are the list in paid-order.workflow.ts; these tests
 * hold that list to what each step declares it builds on.
 */

const deps = {
  realtime: { publish: async () => {} },
  events: { publish: async () => {} },
  fiscalPorts: () => emissionOff,
};
const steps = () => paidOrderSteps(deps);
const names = (list: PaidOrderStep[]) => list.map((step) => step.name);

/** `list` with the steps at `i` and `j` swapped. */
function swapped(list: PaidOrderStep[], i: number, j: number): PaidOrderStep[] {
  const copy = [...list];
  [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  return copy;
}

describe('the paid order workflow', () => {
  it('runs its steps in the order of paid-order.workflow.ts, which their needs accept', () => {
    expect(paidOrderPipeline(deps).steps).toEqual([
      'stock',
      'counter-sale',
      'kitchen',
      'print',
      'receivables',
      'fiscal-note',
    ]);
  });

  it('refuses receivables before the counter sale that completes the payments', () => {
    const list = steps();
    const reordered = swapped(
      list,
      names(list).indexOf('counter-sale'),
      names(list).indexOf('receivables'),
    );
    expect(() => definePipeline('paid order', reordered)).toThrow(
      new PipelineOrderError(
        "paid order: step 'receivables' requires 'payments', which 'counter-sale' produces after it",
      ),
    );
  });

  it('refuses every swap that puts a step before one it requires, and only those', () => {
    const list = steps();
    const needs = (later: PaidOrderStep, earlier: PaidOrderStep) =>
      (later.requires ?? []).some((fact) => earlier.produces?.includes(fact));
    let refused = 0;
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const reordered = swapped(list, i, j);
        // Between i and j, a step may also need what moved away from before it.
        const between = list.slice(i + 1, j);
        const breaks =
          needs(list[j]!, list[i]!) ||
          between.some((step) => needs(step, list[i]!) || needs(list[j]!, step));
        const build = () => definePipeline('paid order', reordered);
        if (breaks) {
          expect(build, `${list[j]!.name} before ${list[i]!.name}`).toThrow(PipelineOrderError);
          refused += 1;
        } else {
          expect(build, `${list[j]!.name} before ${list[i]!.name}`).not.toThrow();
        }
      }
    }
    // stock → kitchen, fiscal-note; kitchen → print; counter-sale → receivables, and swaps
    // that carry one of those across another.
    expect(refused).toBeGreaterThanOrEqual(4);
  });
});
