import { describe, expect, it } from 'vitest';
import type { Transaction } from '../db/client';
import { definePipeline, PipelineOrderError, type PipelineStep } from './pipeline';

interface Facts {
  counted: number;
  checked: true;
}
type Step = PipelineStep<{ items: number[] }, Facts>;

const tx = {} as Transaction;
const count: Step = {
  name: 'count',
  produces: ['counted'],
  run: async (_tx, snapshot, ctx) => ctx.produce('counted', snapshot.items.length),
};
const seen: number[] = [];
const report: Step = {
  name: 'report',
  requires: ['counted'],
  run: async (_tx, _snapshot, ctx) => void seen.push(ctx.fact('counted')),
};

describe('definePipeline', () => {
  it('runs the steps in order, each seeing the facts of those before it', async () => {
    const pipeline = definePipeline('p', [count, report]);
    expect(pipeline.steps).toEqual(['count', 'report']);
    await pipeline.run(tx, { items: [1, 2, 3] });
    expect(seen.at(-1)).toBe(3);
  });

  it('refuses a step before the fact it requires, a fact nobody produces, two producers, a name twice', () => {
    expect(() => definePipeline('p', [report, count])).toThrow(
      new PipelineOrderError(
        "p: step 'report' requires 'counted', which 'count' produces after it",
      ),
    );
    expect(() => definePipeline('p', [report])).toThrow(
      new PipelineOrderError("p: step 'report' requires 'counted', which no step produces"),
    );
    expect(() => definePipeline('p', [count, { ...count, name: 'again' }])).toThrow(
      new PipelineOrderError("p: 'counted' is produced by both 'count' and 'again'"),
    );
    expect(() => definePipeline('p', [count, count])).toThrow(
      new PipelineOrderError("p: step 'count' appears twice"),
    );
  });

  it('holds each step to what it declared, and freezes the facts it hands on', async () => {
    const sneaky: Step = { name: 'sneaky', run: async (_tx, _s, ctx) => void ctx.fact('counted') };
    await expect(definePipeline('p', [count, sneaky]).run(tx, { items: [] })).rejects.toThrow(
      "step 'sneaky' reads 'counted' undeclared",
    );
    const lazy: Step = { name: 'lazy', produces: ['checked'], run: async () => {} };
    await expect(definePipeline('p', [lazy]).run(tx, { items: [] })).rejects.toThrow(
      "step 'lazy' did not produce checked",
    );
    const greedy: Step = {
      name: 'greedy',
      run: async (_tx, _s, ctx) => ctx.produce('checked', true),
    };
    await expect(definePipeline('p', [greedy]).run(tx, { items: [] })).rejects.toThrow(
      "step 'greedy' may not produce 'checked'",
    );
    interface ListFacts {
      list: { n: number }[];
    }
    const made: PipelineStep<null, ListFacts> = {
      name: 'made',
      produces: ['list'],
      run: async (_tx, _s, ctx) => ctx.produce('list', [{ n: 1 }]),
    };
    const changer: PipelineStep<null, ListFacts> = {
      name: 'changer',
      requires: ['list'],
      run: async (_tx, _s, ctx) => void (ctx.fact('list')[0]!.n = 2),
    };
    await expect(definePipeline('p', [made, changer]).run(tx, null)).rejects.toThrow(TypeError);
  });
});
