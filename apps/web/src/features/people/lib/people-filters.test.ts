import { describe, expect, it } from 'vitest';
import { EMPTY_PEOPLE_FILTERS, peopleMode } from './people-filters';
import { peopleFiltersFromParams, peopleParamsFor, peopleSearchFromParams } from './people-url';

describe('peopleMode', () => {
  it('lists everyone with no text and no filter', () => {
    expect(peopleMode('   ', EMPTY_PEOPLE_FILTERS)).toEqual({ kind: 'all' });
  });

  it('searches the trimmed text when no filter is chosen', () => {
    expect(peopleMode('  ada ', EMPTY_PEOPLE_FILTERS)).toEqual({ kind: 'search', search: 'ada' });
  });

  it('lets filters win over search, sending the skills and only the first title', () => {
    expect(
      peopleMode('ada', { titles: ['Designer', 'Engineer'], skills: ['Figma', 'SQL'] }),
    ).toEqual({ kind: 'filter', filter: { skills: ['Figma', 'SQL'], title: 'Designer' } });
    expect(peopleMode('', { titles: [], skills: ['SQL'] })).toEqual({
      kind: 'filter',
      filter: { skills: ['SQL'] },
    });
  });
});

describe('people URL', () => {
  it('round-trips search and filters, cleaning duplicates and blanks', () => {
    const params = new URLSearchParams('q=ada&title=Designer&skill=SQL&skill=sql&skill=%20');
    const filters = peopleFiltersFromParams(params);
    expect(filters).toEqual({ titles: ['Designer'], skills: ['SQL'] });
    expect(peopleSearchFromParams(params)).toBe('ada');
    expect(peopleParamsFor(' ada ', filters).toString()).toBe('q=ada&title=Designer&skill=SQL');
  });
});
