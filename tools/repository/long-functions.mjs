// Lists the functions of the apps' and packages' source (tests left out) longer than 80 lines,
// counted as ESLint's max-lines-per-function counts them (every line, blank and comment too),
// and prints how many. `node tools/repository/long-functions.mjs [glob ...]` narrows the files.
// eslint.config.js turns the same rule on; this count ignores the `eslint-disable` comments
// that let the functions still over pass lint, so they stay counted until they are split.
import { ESLint } from 'eslint';

export const maxFunctionLines = 80;
const defaultGlobs = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];
const isTest = (file) => /\.test\.tsx?$|\/test\//.test(file);

export async function longFunctions(globs = defaultGlobs) {
  const eslint = new ESLint({
    allowInlineConfig: false,
    overrideConfig: {
      rules: { 'max-lines-per-function': ['error', { max: maxFunctionLines, IIFEs: true }] },
    },
  });
  const found = [];
  for (const result of await eslint.lintFiles(globs)) {
    if (isTest(result.filePath)) continue;
    for (const message of result.messages) {
      if (message.ruleId !== 'max-lines-per-function') continue;
      const lines = Number(/\((\d+)\)/.exec(message.message)?.[1]);
      const file = result.filePath.replace(`${process.cwd()}/`, '');
      found.push({ file, line: message.line, lines, name: /'(.+?)'/.exec(message.message)?.[1] });
    }
  }
  return found.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const found = await longFunctions(args.length ? args : undefined);
  for (const f of found)
    console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name ?? '(anonymous)'}`);
  console.log(`${found.length} functions over ${maxFunctionLines} lines`);
}
