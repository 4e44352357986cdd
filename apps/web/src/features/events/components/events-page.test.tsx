import type { ComponentProps } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '@/lib/apollo-cache';
import { signIn } from '@/test/auth';
import { renderRoute } from '@/test/router';
import { MyEventsQuery } from '../api/event-operations';
import { buildMyEvent, myEventsMock } from '../test/event-fixtures';
import { EventsPage, NO_EVENTS_TEXT } from './events-page';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

function renderEvents(mocks: Mocks) {
  return renderRoute(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <EventsPage />
    </MockedProvider>,
    { path: '/events' },
  );
}

describe('Events', () => {
  beforeEach(() => signIn());

  it('lists the events the viewer organises or is registered for, each a link', async () => {
    const user = userEvent.setup();
    renderEvents([
      myEventsMock([
        buildMyEvent({ is_organiser: true }),
        buildMyEvent({
          _id: 'event-2',
          name: 'Open data weekend',
          registration_open: false,
          status: 'proposed',
        }),
      ]),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading events...' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Campus climate hackathon' });
    expect(link).toHaveAttribute('href', '/events/event-1');
    const [organised, registered] = screen.getAllByTestId('event-row');
    expect(within(organised!).getByText('Organiser')).toBeInTheDocument();
    expect(within(organised!).getByText('Registration open')).toBeInTheDocument();
    expect(within(organised!).getByText('Mar 6 – 8, 2031 · 41 registered')).toBeInTheDocument();
    expect(within(registered!).getByText('Proposed to a team')).toBeInTheDocument();
    expect(within(registered!).queryByText('Registration open')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an event' })).toHaveAttribute(
      'href',
      '/events/new',
    );

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/events/event-1');
  });

  it('says how to get an event when there is none, with a way to create one', async () => {
    renderEvents([myEventsMock([])]);
    expect(await screen.findByText(NO_EVENTS_TEXT)).toBeInTheDocument();
    expect(screen.getByText('No events yet')).toBeInTheDocument();
    // The header's button and the empty state's.
    expect(screen.getAllByRole('link', { name: 'Create an event' })).toHaveLength(2);
  });

  it('shows an error with Try again when the events cannot load', async () => {
    const user = userEvent.setup();
    renderEvents([
      { request: { query: MyEventsQuery }, result: { errors: [new GraphQLError('Server error')] } },
      myEventsMock([buildMyEvent()]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading your events.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Campus climate hackathon' })).toBeVisible();
  });
});
