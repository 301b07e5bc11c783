import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The import graph of a source folder and its cycles (decision 037). Every import counts, type
 * imports included: a cycle of types is still two places that cannot be understood, changed
 * or moved one without the other. Only relative imports and the web's `@/` alias are edges;
 * packages are outside the graph.
 */

export type ImportGraph = Map<string, string[]>;

const sourceFile = /\.(ts|tsx)$/;
const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => sourceFile.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));
}

/** The file of `files` an import names, or null when it is a package or not a source file. */
function resolve(
  files: Set<string>,
  from: string,
  specifier: string,
  alias?: string,
): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (alias && specifier.startsWith('@/')) base = path.join(alias, specifier.slice(2));
  else return null;
  return candidates.map((ending) => base + ending).find((file) => files.has(file)) ?? null;
}

/** Every source file under `folder` and the source files it imports; `alias` is where `@/` points. */
export function importGraph(folder: string, alias?: string): ImportGraph {
  const graph: ImportGraph = new Map();
  const files = new Set(sourceFiles(folder));
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolve(files, file, imported.fileName, alias))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The strongly connected components with more than one file, or a file importing itself
 * (Tarjan's algorithm, iterative so that a deep chain cannot overflow the stack).
 */
export function cycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = graph.get(frame.node)?.includes(frame.node);
      if (component.length > 1 || selfImport) found.push(component.sort());
    }
  }
  return found;
}

/** One loop through a component, `a → b → … → a`, for a message a person can follow. */
export function loopThrough(graph: ImportGraph, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  // Breadth-first from the start's targets back to the start, inside the component.
  const previous = new Map<string, string>();
  const queue = (graph.get(start) ?? []).filter((target) => members.has(target));
  for (const target of queue) previous.set(target, start);
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === start) break;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target) || previous.has(target)) continue;
      previous.set(target, node);
      queue.push(target);
    }
  }
  const loop = [start];
  for (let node = previous.get(start)!; node !== start; node = previous.get(node)!) {
    loop.unshift(node);
  }
  return [start, ...loop];
}
