import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTeamsCsv, teamsCsvFileName } from './teams-export';

describe('the teams export', () => {
  afterEach(() => vi.useRealTimers());

  it('names the file after the event, safely for any file system', () => {
    expect(teamsCsvFileName('Hack the Valley 2031')).toBe('hack-the-valley-2031-teams.csv');
    expect(teamsCsvFileName('  Café / Ünïcode: día #1! ')).toBe('cafe-unicode-dia-1-teams.csv');
    expect(teamsCsvFileName('東京ハッカソン')).toBe('東京ハッカソン-teams.csv');
    expect(teamsCsvFileName('!!!')).toBe('event-teams.csv');
  });

  it('hands the CSV to the browser as a download, marked UTF-8 for spreadsheets', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // Spies, undone after the test (restoreMocks), so no other test meets them.
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:teams');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('hack-the-valley-teams.csv');
      expect(this.href).toBe('blob:teams');
    });

    saveTeamsCsv('Round,Member\n1,Zoë\n', 'Hack the Valley');

    const file = created.mock.calls[0]![0] as Blob;
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Round,Member\n1,Zoë\n');
    expect(clicked).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:teams');
  });
});
