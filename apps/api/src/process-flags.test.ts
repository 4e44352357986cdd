import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_NODE_FLAGS } from './process-flags.js';

const fromRepo = (path: string) =>
  readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('the flags the app starts with', () => {
  it('are the ones npm start passes', () => {
    const api = JSON.parse(fromRepo('apps/api/package.json')) as { scripts: { start: string } };
    expect(api.scripts.start).toBe(['node', ...APP_NODE_FLAGS, 'dist/main.js'].join(' '));
  });

  it("are the ones the Dockerfile's CMD passes", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(fromRepo('Dockerfile'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...APP_NODE_FLAGS, 'apps/api/dist/main.js']);
  });
});
