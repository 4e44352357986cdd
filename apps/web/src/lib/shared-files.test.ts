import { describe, expect, it } from 'vitest';
import { sharedFileName, sharedFileProblem } from './shared-files';

describe('shared files', () => {
  it('checks a file before it is sent', () => {
    expect(sharedFileProblem({ type: 'application/pdf', size: 2048 })).toBeNull();
    expect(sharedFileProblem({ type: 'image/webp', size: 2048 })).toBeNull();
    expect(sharedFileProblem({ type: 'application/zip', size: 2048 })).toMatch(/PDF or an image/);
    expect(sharedFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The file is too large. The limit is 10 MB.',
    );
    expect(sharedFileProblem({ type: 'image/png', size: 0 })).toBe('The file is empty.');
    expect(sharedFileName(`${'a'.repeat(130)}.pdf`, 120)).toHaveLength(120);
    expect(sharedFileName('   ', 120)).toBe('File');
  });
});
