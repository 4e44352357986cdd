import { UPLOADS } from '@squadup/shared';
import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT, PHOTO_FILE_MESSAGE, photoFileProblem } from './photo-file';

describe('photoFileProblem', () => {
  it('names the accepted types and the size limit', () => {
    expect(PHOTO_FILE_MESSAGE).toBe('Choose a JPEG, PNG, WebP or GIF image.');
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif');
  });

  it.each(UPLOADS.imageTypes)('accepts %s within the limit', (type) => {
    expect(photoFileProblem({ type, size: 1024 })).toBeNull();
    // The spec leaves size to the server: a big image still opens the crop box.
    expect(photoFileProblem({ type, size: UPLOADS.maxBytes + 1 })).toBeNull();
  });

  it.each([
    ['a text file', 'text/plain', 12],
    ['a file with no type', '', 12],
    ['an SVG (scripts, not pixels)', 'image/svg+xml', 12],
    ['an empty image', 'image/png', 0],
  ])('refuses %s', (_name, type, size) => {
    expect(photoFileProblem({ type, size })).toBe(PHOTO_FILE_MESSAGE);
  });
});
