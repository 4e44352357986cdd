import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, testUser } from '@/test/auth';
import { LoadPeopleByFilterQuery, LoadPeopleQuery, SearchPeopleQuery } from '../api/people-queries';
import { buildPerson, people } from '../test/people-fixtures';
import { FindPeoplePage } from './find-people-page';

// MockedProvider answers only the requests listed, with their exact variables, so each test pins
// down which of the three list queries runs for the search text and the chosen filters.

const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {}
  unobserve() {}
}

function scrollToLastCard() {
  const last = observed.at(-1)!;
  act(() =>
    last.callback(
      [{ isIntersecting: true, target: last.element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}

const allPeople = (page: number, list: ReturnType<typeof buildPerson>[]) => ({
  request: { query: LoadPeopleQuery, variables: { page, limit: 4 } },
  result: { data: { loadPeople: list } },
});

function renderPage(mocks: React.ComponentProps<typeof MockedProvider>['mocks'], path = '/people') {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <FindPeoplePage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('FindPeoplePage', () => {
  beforeEach(() => {
    signIn();
    observed.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  it('loads 4 people a page while pages are full, then says there are no more', async () => {
    renderPage([allPeople(1, people(1, 4)), allPeople(2, people(5, 1))]);
    expect(screen.getByRole('heading', { level: 1, name: 'Find People' })).toBeVisible();
    expect(await screen.findByText('Person 4')).toBeInTheDocument();
    expect(screen.queryByText('No more people.')).not.toBeInTheDocument();
    scrollToLastCard();
    expect(await screen.findByText('Person 5')).toBeInTheDocument();
    expect(await screen.findByText('No more people.')).toBeInTheDocument();
    expect(screen.getAllByTestId('person-card')).toHaveLength(5);
  });

  it('shows a card with 4 skills plus +N more, View Profile and Connect', async () => {
    const skills = ['React', 'SQL', 'AWS', 'Docker', 'Figma', 'Go'];
    renderPage([allPeople(1, [buildPerson({ skills })])]);
    const card = await screen.findByRole('article', { name: 'Ada Okafor' });
    const chips = within(card).getByRole('list', { name: 'Skills' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React', 'SQL', 'AWS', 'Docker', '+2 more']);
    expect(within(card).getByText('Frontend developer')).toBeInTheDocument();
    expect(within(card).getByTestId('person-bio')).toHaveClass('line-clamp-3');
    expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile/user-2',
    );
    expect(within(card).getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it("has no Connect on the viewer's own card", async () => {
    renderPage([
      allPeople(1, [buildPerson({ _id: testUser._id, first_name: 'Maya', last_name: 'Alvarez' })]),
    ]);
    const card = await screen.findByRole('article', { name: /Maya Alvarez/ });
    expect(within(card).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Profile' })).toBeInTheDocument();
  });

  it("says 'No people found' when nothing matches", async () => {
    renderPage([allPeople(1, [])]);
    expect(await screen.findByText('No people found')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your filters or search to find more people.'),
    ).toBeInTheDocument();
  });

  it('searches the typed text, lets a skill filter take over, and Clear All Filters returns to the search', async () => {
    const user = userEvent.setup();
    const search = {
      request: { query: SearchPeopleQuery, variables: { search: 'ada', page: 1, limit: 4 } },
      result: { data: { searchPeople: [buildPerson({ first_name: 'Found' })] } },
    };
    renderPage([
      allPeople(1, people(1, 2)),
      search,
      {
        request: {
          query: LoadPeopleByFilterQuery,
          variables: { filter: { skills: ['Docker'] }, page: 1, limit: 4 },
        },
        result: { data: { loadPeopleByFilter: [buildPerson({ first_name: 'Filtered' })] } },
      },
      search,
    ]);
    expect(await screen.findByText('Person 2')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search by name or skills...'), ' ada ');
    expect(await screen.findByText('Found Okafor', {}, { timeout: 4000 })).toBeInTheDocument();

    // The skill box answers to its visible label and to 'Add skill'.
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByLabelText('Skills')).toBe(screen.getByLabelText('Add skill'));
    await user.type(screen.getByLabelText('Add skill'), 'Docker{Enter}');
    expect(await screen.findByText('Filtered Okafor')).toBeInTheDocument();
    expect(screen.queryByText('Found Okafor')).not.toBeInTheDocument();
    expect(screen.getByText(/the search text is not used/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByText('Found Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).not.toBeInTheDocument();
  });

  it('sends the chosen skills and only the first title from the address', async () => {
    renderPage(
      [
        {
          request: {
            query: LoadPeopleByFilterQuery,
            variables: {
              filter: { skills: ['SQL'], title: 'Designer' },
              page: 1,
              limit: 4,
            },
          },
          result: { data: { loadPeopleByFilter: people(1, 1) } },
        },
      ],
      '/people?title=Designer&title=Engineer&skill=SQL',
    );
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(screen.getByText('Only the first title is used.')).toBeInTheDocument();
  });
});
