import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnimatedHeadline, headlineRevealMs } from './animated-headline';

describe('AnimatedHeadline', () => {
  it('renders each word in order with a delay growing by 100 ms', () => {
    render(<AnimatedHeadline text="Build your dream squad" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Build your dream squad' });
    const words = Array.from(heading.querySelectorAll<HTMLElement>('[data-word]'));
    expect(words.map((word) => word.textContent)).toEqual(['Build', 'your', 'dream', 'squad']);
    expect(words.map((word) => word.style.animationDelay)).toEqual([
      '0ms',
      '100ms',
      '200ms',
      '300ms',
    ]);
  });

  it('reports when the last word starts to appear', () => {
    expect(headlineRevealMs('Build your dream squad')).toBe(300);
  });
});
