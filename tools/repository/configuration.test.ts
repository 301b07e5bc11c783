import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../apps/server/src/config';

/*
 * Every variable the server reads is documented twice: in the README's configuration table
 * and in .env.example. A variable added to config.ts without both fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const variables = Object.keys(configSchema.shape);
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const envExample = readFileSync(path.join(root, '.env.example'), 'utf8');

/** The backticked names in the first column of the README's Configuration table. */
function readmeTableVariables(): string[] {
  const section = readme.split(/^## Configuration$/m)[1]!.split(/^## /m)[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

/** `NAME=` lines, commented out or not. */
function envExampleVariables(): string[] {
  return [...envExample.matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((match) => match[1]!);
}

describe('configuration documentation', () => {
  it('reads the variables of config.ts', () => {
    expect(variables).toEqual(expect.arrayContaining(['PORT', 'HOST', 'DATABASE_URL']));
  });

  it('lists every variable in the README configuration table', () => {
    expect(variables.filter((name) => !readmeTableVariables().includes(name))).toEqual([]);
  });

  it('lists every variable in .env.example', () => {
    expect(variables.filter((name) => !envExampleVariables().includes(name))).toEqual([]);
  });

  it('documents no variable the server does not read', () => {
    expect(readmeTableVariables().filter((name) => !variables.includes(name))).toEqual([]);
    expect(envExampleVariables().filter((name) => !variables.includes(name))).toEqual([]);
  });
});
