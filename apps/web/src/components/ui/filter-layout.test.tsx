import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterLayout } from './filter-layout';

function renderLayout() {
  render(
    <FilterLayout
      panel={
        <>
          <input type="checkbox" aria-label="Remote" />
          <input type="checkbox" aria-label="Hackathon" />
        </>
      }
      activeCount={0}
      showResultsLabel="Show projects"
      search={{ label: 'Search projects', placeholder: 'Search…', value: '', onChange: vi.fn() }}
    >
      <a href="/projects/1">First project</a>
    </FilterLayout>,
  );
}

describe('FilterLayout', () => {
  it('puts the search first for the keyboard, then the filters, then the results', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveFocus();
    // jsdom applies no media queries: the small screens' Filters button is in the order too.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Remote' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First project' })).toHaveFocus();
  });
});
