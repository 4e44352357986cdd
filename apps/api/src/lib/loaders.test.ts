import { describe, expect, it } from 'vitest';
import { PeekableLoader } from './loaders.js';

describe('PeekableLoader', () => {
  it('reads a loaded key at once, and waits for one not loaded yet', async () => {
    const batches: string[][] = [];
    const loader = new PeekableLoader<string, string>((keys) => {
      batches.push([...keys]);
      return Promise.resolve(keys.map((key) => key.toUpperCase()));
    });
    const waiting = loader.read('a', (value) => `${value}!`);
    expect(waiting).toBeInstanceOf(Promise);
    expect(await waiting).toBe('A!');
    await loader.loadMany(['b', 'c']);
    expect(loader.read('b', (value) => `${value}!`)).toBe('B!');
    expect(batches).toEqual([['a'], ['b', 'c']]);
    loader.clear('b');
    expect(loader.read('b', (value) => value)).toBeInstanceOf(Promise);
  });

  it('keeps a failed key waiting, so its field fails as before', async () => {
    const loader = new PeekableLoader<string, string>((keys) =>
      Promise.resolve(keys.map((key) => (key === 'bad' ? new Error('gone') : key))),
    );
    await loader.loadMany(['bad', 'good']);
    expect(loader.read('good', (value) => value)).toBe('good');
    await expect(loader.read('bad', (value) => value)).rejects.toThrow('gone');
  });
});
