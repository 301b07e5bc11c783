import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

const MB = 1024 * 1024;

describe('imageFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'IMAGE/PNG'])('accepts %s', (type) => {
    expect(imageFileProblem({ type, size: MB })).toBeNull();
  });

  it.each(['image/svg+xml', 'text/plain', 'image/gif', 'application/pdf'])(
    'refuses %s before uploading',
    (type) => {
      expect(imageFileProblem({ type, size: 100 })).toBe('unsupported');
    },
  );

  it('refuses more than 5 MB, and accepts exactly 5 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 6 * MB })).toBe('tooLarge');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('tooLarge');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
  });

  it('leaves a file without a declared type to the server, which reads its content', () => {
    expect(imageFileProblem({ type: '', size: 100 })).toBeNull();
  });
});
