import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A clone must stand alone: every relative link in the README and the docs opens a file or
 * folder inside this repository (no ../shared/..., no renamed file left behind).
 */
const root = path.resolve(import.meta.dirname, '../..');
const markdownFiles = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
];

/** Targets of inline links and images, `[text](target)` and `![alt](target)`, outside code. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

const isExternal = (target: string) => /^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#');

describe('relative links in the documentation', () => {
  it('finds the README and the docs, and reads their links', () => {
    expect(markdownFiles).toEqual(
      expect.arrayContaining(['README.md', path.join('docs', 'product.md')]),
    );
    expect(linkTargets('see [a](docs/a.md) and ![b](img/b.png "B"), not `[c](d)`')).toEqual([
      'docs/a.md',
      'img/b.png',
    ]);
  });

  it.each(markdownFiles)('%s links only to files inside the repository', (file) => {
    const broken = linkTargets(readFileSync(path.join(root, file), 'utf8'))
      .filter((target) => !isExternal(target))
      .filter((target) => {
        const resolved = path.resolve(root, path.dirname(file), decodeURI(target.split('#')[0]!));
        const inside = !path.relative(root, resolved).startsWith('..');
        return !inside || !existsSync(resolved);
      });
    expect(broken).toEqual([]);
  });
});
