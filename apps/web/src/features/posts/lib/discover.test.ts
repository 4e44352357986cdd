import { describe, expect, it } from 'vitest';
import { activeFilterCount, discoverKey, discoverMode, EMPTY_FILTERS } from './discover';

const noFilter = {
  tech_stack: [],
  tech_match: 'any',
  desired_roles: [],
  project_type: [],
  work_mode: [],
  experience_level: [],
  search: '',
};

describe('Discover Projects: search and filters together', () => {
  it('lists every open post with no search text and no filter', () => {
    expect(discoverMode('', EMPTY_FILTERS)).toEqual({ kind: 'all' });
    expect(discoverMode('   ', EMPTY_FILTERS)).toEqual({ kind: 'all' });
  });

  it('searches the trimmed text when no filter is chosen', () => {
    expect(discoverMode('  react  ', EMPTY_FILTERS)).toEqual({ kind: 'search', search: 'react' });
  });

  it('sends the search words with the filters once any filter is chosen', () => {
    const mode = discoverMode(' react ', { ...EMPTY_FILTERS, work_mode: ['remote'] });
    expect(mode).toEqual({
      kind: 'filter',
      filter: { ...noFilter, work_mode: ['remote'], search: 'react' },
    });
  });

  it('sends the chosen project types, and counts them as filters', () => {
    const filters = { ...EMPTY_FILTERS, project_type: ['Hackathon'] };
    expect(activeFilterCount(filters)).toBe(1);
    expect(discoverMode('', filters)).toEqual({
      kind: 'filter',
      filter: { ...noFilter, project_type: ['Hackathon'] },
    });
  });

  it('sends an event as a filter of its own, and leaves the key out without one', () => {
    const id = '01a22ced-dc0e-774f-a447-34b0c73a9cd6';
    const filters = { ...EMPTY_FILTERS, event_id: id };
    expect(activeFilterCount(filters)).toBe(1);
    expect(discoverMode('', filters)).toEqual({
      kind: 'filter',
      filter: { ...noFilter, event_id: id },
    });
    const typeOnly = discoverMode('', { ...EMPTY_FILTERS, project_type: ['Hackathon'] });
    expect(typeOnly.kind === 'filter' && 'event_id' in typeOnly.filter).toBe(false);
  });

  it('sends tech_match all only when two or more tech tags make it matter', () => {
    const all = { ...EMPTY_FILTERS, tech_match: 'all' as const };
    expect(discoverMode('', { ...all, tech_stack: ['Go', 'Rust'] })).toEqual({
      kind: 'filter',
      filter: { ...noFilter, tech_stack: ['Go', 'Rust'], tech_match: 'all' },
    });
    expect(discoverMode('', { ...all, tech_stack: ['Go'] })).toEqual(
      discoverMode('', { ...EMPTY_FILTERS, tech_stack: ['Go'] }),
    );
    // The mode alone is not a filter.
    expect(discoverMode('', all)).toEqual({ kind: 'all' });
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
    // Search text typed while a filter is on narrows the list: a new list too.
    expect(discoverKey(discoverMode('ab', { ...EMPTY_FILTERS, tech_stack: ['React'] }))).not.toBe(
      discoverKey(discoverMode('cd', { ...EMPTY_FILTERS, tech_stack: ['React'] })),
    );
  });
});
