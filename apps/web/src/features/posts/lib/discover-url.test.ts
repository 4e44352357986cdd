import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './discover';
import { filtersFromParams, paramsFor, searchFromParams } from './discover-url';

describe('Discover in the address', () => {
  it('round-trips search text and filters', () => {
    const filters = {
      tech_stack: ['React', 'Node.js'],
      tech_match: 'all' as const,
      desired_roles: ['Designer'],
      project_type: ['Hackathon', 'Open Source'],
      work_mode: ['in person'],
      experience_level: ['beginner'],
      event_id: '01a22ced-dc0e-774f-a447-34b0c73a9cd6',
    };
    const params = paramsFor('  react  ', filters);
    expect(params.toString()).toBe(
      'q=react&tech=React&tech=Node.js&match=all&role=Designer&type=Hackathon&type=Open+Source&mode=in+person&level=beginner&event=01a22ced-dc0e-774f-a447-34b0c73a9cd6',
    );
    expect(filtersFromParams(params)).toEqual(filters);
    expect(searchFromParams(params)).toBe('react');
  });

  it('cleans a hand-edited address like typed input', () => {
    const params = new URLSearchParams(
      'tech=%20React%20&tech=react&tech=&match=some&mode=REMOTE&mode=space&level=any&level=Advanced',
    );
    expect(filtersFromParams(params)).toEqual({
      ...EMPTY_FILTERS,
      tech_stack: ['React'],
      work_mode: ['remote'],
      experience_level: ['advanced'],
    });
  });

  it('spells hand-edited project types as the app does and drops unknown ones', () => {
    const params = new URLSearchParams(
      'type=hackathon&type=OPEN%20SOURCE&type=Hackathon&type=Gala',
    );
    expect(filtersFromParams(params).project_type).toEqual(['Hackathon', 'Open Source']);
  });

  it('keeps an event id and drops anything else named as the event', () => {
    const id = '01A22CED-DC0E-774F-A447-34B0C73A9CD6';
    expect(filtersFromParams(new URLSearchParams(`event=${id}`)).event_id).toBe(id.toLowerCase());
    expect(filtersFromParams(new URLSearchParams('event=spring-hack')).event_id).toBeNull();
  });

  it('leaves an empty address for no search and no filter', () => {
    expect(paramsFor('   ', EMPTY_FILTERS).toString()).toBe('');
  });
});
