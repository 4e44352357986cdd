import { describe, expect, it } from 'vitest';
import { discoverKey, discoverMode, EMPTY_FILTERS } from './discover';

describe('Discover Projects: filters over search', () => {
  it('lists every open post with no search text and no filter', () => {
    expect(discoverMode('', EMPTY_FILTERS)).toEqual({ kind: 'all' });
    expect(discoverMode('   ', EMPTY_FILTERS)).toEqual({ kind: 'all' });
  });

  it('searches the trimmed text when no filter is chosen', () => {
    expect(discoverMode('  react  ', EMPTY_FILTERS)).toEqual({ kind: 'search', search: 'react' });
  });

  it('uses the filters, not the search text, once any filter is chosen', () => {
    const mode = discoverMode('react', { ...EMPTY_FILTERS, work_mode: ['remote'] });
    expect(mode).toEqual({
      kind: 'filter',
      filter: {
        tech_stack: [],
        desired_roles: [],
        project_type: [],
        work_mode: ['remote'],
        experience_level: [],
      },
    });
  });

  it('gives every change of search or filters a new key (the grid restarts at page 1)', () => {
    const keys = new Set([
      discoverKey(discoverMode('', EMPTY_FILTERS)),
      discoverKey(discoverMode('react', EMPTY_FILTERS)),
      discoverKey(discoverMode('node', EMPTY_FILTERS)),
      discoverKey(discoverMode('', { ...EMPTY_FILTERS, tech_stack: ['React'] })),
      discoverKey(discoverMode('', { ...EMPTY_FILTERS, tech_stack: ['React', 'Go'] })),
    ]);
    expect(keys.size).toBe(5);
    // Search text typed while a filter is on changes nothing.
    expect(discoverKey(discoverMode('a', { ...EMPTY_FILTERS, tech_stack: ['React'] }))).toBe(
      discoverKey(discoverMode('b', { ...EMPTY_FILTERS, tech_stack: ['React'] })),
    );
  });
});
