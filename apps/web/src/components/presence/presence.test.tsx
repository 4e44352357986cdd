import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/avatar';
import { presenceText } from './presence';

describe('presence', () => {
  it('draws the labelled Online dot only for an online member', () => {
    const { rerender } = render(<Avatar firstName="Ada" lastName="Okafor" online />);
    expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();
    rerender(<Avatar firstName="Ada" lastName="Okafor" online={false} />);
    expect(screen.queryByRole('img', { name: 'Online' })).not.toBeInTheDocument();
    expect(screen.getByText('AO')).toBeInTheDocument();
  });

  it("says Online, when an offline member was last seen, or nothing when that's hidden", () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(presenceText(true, '2026-11-26T09:00:00Z', now)).toBe('Online');
    expect(presenceText(false, '2026-11-26T09:00:00Z', now)).toBe('Last seen 3 hours ago');
    expect(presenceText(false, null, now)).toBe('');
  });
});
