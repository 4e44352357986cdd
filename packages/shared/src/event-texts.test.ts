import { describe, expect, it } from 'vitest';
import { teamSizeText } from './event-texts.js';

describe('event texts', () => {
  it('says a team size range', () => {
    expect(teamSizeText(3, 5)).toBe('Teams of 3 to 5');
    expect(teamSizeText(4, 4)).toBe('Teams of 4');
  });
});
