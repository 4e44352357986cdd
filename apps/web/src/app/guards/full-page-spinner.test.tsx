import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullPageSpinner } from './full-page-spinner';

// The classes of every element, in document order: what decides how the screen looks.
const classesOf = (root: Element) =>
  [root, ...root.querySelectorAll('*')]
    .filter(
      (element) =>
        !['defs', 'linearGradient', 'stop', 'rect', 'circle', 'path'].includes(element.tagName),
    )
    .map((element) => element.getAttribute('class')?.split(/\s+/).sort().join(' ') ?? '');

describe('FullPageSpinner', () => {
  it("looks like the loading screen index.html paints before the app's script runs", () => {
    const html = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../../../index.html'),
      'utf8',
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const shell = page.getElementById('root')!.firstElementChild!;
    const { container } = render(<FullPageSpinner />);
    const app = container.firstElementChild!;
    // The app's spinner wraps the ring in a labelled span; the page labels its outer box instead.
    const appClasses = classesOf(app).filter((c) => !c.includes('inline-flex'));
    expect(classesOf(shell)).toEqual(appClasses);
  });
});
