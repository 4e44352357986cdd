import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './security-headers.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it("allows the page's inline scripts by the hash of their exact text, not its files", () => {
    const theme = "\n      document.documentElement.classList.add('dark');\n    ";
    const html = `<head><script src="/a.js"></script><script>${theme}</script></head>
      <body><script type="module" crossorigin src="/assets/index.js"></script></body>`;
    expect(inlineScriptSources(html)).toEqual([sha256(theme)]);
    expect(inlineScriptSources('<div id="root"></div>')).toEqual([]);
  });
});
