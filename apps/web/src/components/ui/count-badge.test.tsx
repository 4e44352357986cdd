import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, formatBadgeCount } from './count-badge';

describe('CountBadge', () => {
  it('is hidden at 0', () => {
    render(<CountBadge count={0} />);
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('is hidden for a negative count', () => {
    render(<CountBadge count={-4} />);
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('shows the number up to 99', () => {
    render(<CountBadge count={99} />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent(/^99$/);
  });

  it("shows '99+' above 99", () => {
    render(<CountBadge count={100} label="unread messages" />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent('99+ unread messages');
  });

  it('formats edge values', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(1000)).toBe('99+');
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });
});
