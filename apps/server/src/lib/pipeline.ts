import type { Transaction } from '../db/client';

/*
 * A named, ordered pipeline of steps over one immutable snapshot, inside one transaction
 * (decision 035: the paid order is one workflow). The order of the steps is the order of the
 * list that defines the pipeline; what a step builds on is declared beside it as facts:
 * `requires` (facts an earlier step must have produced) and `produces` (facts it hands to the
 * later steps). `definePipeline` refuses a list where a step comes before a fact it requires,
 * so a reordering that breaks a dependency fails when the app is built (and in tests), never
 * at a customer's payment.
 *
 * The snapshot is read once, before the first step, and frozen: no step changes it, no step
 * reads the same rows again. What a step writes that a later one needs (a counter sale's cash
 * tenders become payments) is a fact, frozen too.
 */

/** What a running step may see of the facts: only those it declared. */
export interface StepContext<Facts> {
  /** A fact an earlier step produced; throws unless this step `requires` it. */
  fact<Name extends keyof Facts>(name: Name): Facts[Name];
  /** Hands a fact to the later steps (frozen); throws unless this step `produces` it. */
  produce<Name extends keyof Facts>(name: Name, value: Facts[Name]): void;
}

export interface PipelineStep<Snapshot, Facts> {
  /** Unique in its pipeline; named in errors. */
  readonly name: string;
  /** Facts this step reads or builds on: an earlier step must produce each. */
  readonly requires?: readonly (keyof Facts & string)[];
  /** Facts this step produces, every time it runs (even when it has nothing to write). */
  readonly produces?: readonly (keyof Facts & string)[];
  readonly run: (tx: Transaction, snapshot: Snapshot, ctx: StepContext<Facts>) => Promise<void>;
}

export interface Pipeline<Snapshot> {
  readonly name: string;
  /** The steps' names in the order they run. */
  readonly steps: readonly string[];
  /** Runs every step in order in `tx`, awaiting each; the first error propagates. */
  run(tx: Transaction, snapshot: Snapshot): Promise<void>;
}

/** A pipeline whose steps are in an order that cannot work. */
export class PipelineOrderError extends Error {
  override name = 'PipelineOrderError';
}

/** Freezes `value` and everything it holds (arrays, plain objects, dates). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

function checkOrder(name: string, steps: readonly PipelineStep<unknown, never>[]): void {
  const producedBy = new Map<string, string>();
  const seen = new Set<string>();
  for (const step of steps) {
    if (seen.has(step.name)) {
      throw new PipelineOrderError(`${name}: step '${step.name}' appears twice`);
    }
    seen.add(step.name);
    for (const fact of step.requires ?? []) {
      if (producedBy.has(fact)) continue;
      const later = steps.find((other) => other.produces?.includes(fact));
      throw new PipelineOrderError(
        later
          ? `${name}: step '${step.name}' requires '${fact}', which '${later.name}' produces after it`
          : `${name}: step '${step.name}' requires '${fact}', which no step produces`,
      );
    }
    for (const fact of step.produces ?? []) {
      const other = producedBy.get(fact);
      if (other) {
        throw new PipelineOrderError(
          `${name}: '${fact}' is produced by both '${other}' and '${step.name}'`,
        );
      }
      producedBy.set(fact, step.name);
    }
  }
}

/**
 * The pipeline of `steps`, in the order given. Throws PipelineOrderError when a step requires
 * a fact no earlier step produces, a fact has two producers, or a name repeats.
 */
export function definePipeline<Snapshot, Facts>(
  name: string,
  steps: readonly PipelineStep<Snapshot, Facts>[],
): Pipeline<Snapshot> {
  checkOrder(name, steps as readonly PipelineStep<unknown, never>[]);
  return {
    name,
    steps: steps.map((step) => step.name),
    async run(tx, snapshot) {
      const facts = new Map<keyof Facts, unknown>();
      for (const step of steps) {
        const declared = (list: readonly (keyof Facts)[] | undefined, fact: keyof Facts) =>
          list?.includes(fact) ?? false;
        const ctx: StepContext<Facts> = {
          fact(fact) {
            if (!declared(step.requires, fact)) {
              throw new Error(`${name}: step '${step.name}' reads '${String(fact)}' undeclared`);
            }
            return facts.get(fact) as Facts[typeof fact];
          },
          produce(fact, value) {
            if (!declared(step.produces, fact) || facts.has(fact)) {
              throw new Error(`${name}: step '${step.name}' may not produce '${String(fact)}'`);
            }
            facts.set(fact, deepFreeze(value));
          },
        };
        await step.run(tx, snapshot, ctx);
        const missing = (step.produces ?? []).filter((fact) => !facts.has(fact));
        if (missing.length > 0) {
          throw new Error(`${name}: step '${step.name}' did not produce ${missing.join(', ')}`);
        }
      }
    },
  };
}
