import type { ComponentProps } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_CLOSED_MESSAGE } from '@squadup/shared';
import { createCache } from '@/lib/apollo-cache';
import { toast } from '@/lib/toast';
import { signIn } from '@/test/auth';
import { renderRoute } from '@/test/router';
import { UpdateEventMutation } from '../api/event-operations';
import { buildEvent, loadEventMock, type EventFixture } from '../test/event-fixtures';
import { EditEventPage } from './edit-event-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

function renderEdit(mocks: Mocks) {
  return renderRoute(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <EditEventPage />
    </MockedProvider>,
    { path: '/events/event-1/edit', pattern: '/events/:eventId/edit' },
  );
}

const field = (name: string | RegExp) =>
  screen.getByLabelText(name, { selector: 'input,textarea' });

const DAY = 24 * 3600_000;

/** What the organiser's event sends back unchanged but for `changes`. */
const inputOf = (event: EventFixture, changes: Record<string, unknown> = {}) => ({
  name: event.name,
  description: event.description,
  starts_on: event.starts_on,
  ends_on: event.ends_on,
  register_by: event.register_by,
  min_team_size: event.min_team_size,
  max_team_size: event.max_team_size,
  roles: event.roles,
  time_zone_window_hours: event.time_zone_window_hours,
  ...changes,
});

describe('Edit an event', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.success).mockClear();
  });

  it('starts from the stored event, keeps a passed deadline unchanged, and saves', async () => {
    const user = userEvent.setup();
    // Registration closed yesterday: the organiser still fixes a typo without moving it.
    const event = buildEvent({
      is_organiser: true,
      registration_open: false,
      register_by: new Date(Date.now() - DAY).toISOString(),
    });
    const update = vi.fn(() => ({ data: { updateEvent: event } }));
    renderEdit([
      loadEventMock(event),
      {
        request: {
          query: UpdateEventMutation,
          variables: { eventId: 'event-1', input: inputOf(event, { name: 'Campus climate hack' }) },
        },
        result: update,
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit event' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Campus climate hackathon')).toBeInTheDocument();
    expect(field('Start date')).toHaveValue('2031-03-06');
    expect(field('Largest team')).toHaveValue(5);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Campus climate hack');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/events/event-1');
    expect(update).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith('Event saved');
  });

  it('refuses a deadline moved into the past before sending', async () => {
    const user = userEvent.setup();
    renderEdit([loadEventMock(buildEvent({ is_organiser: true }))]);
    await screen.findByDisplayValue('Campus climate hackathon');
    await user.clear(field('Registration deadline'));
    await user.type(field('Registration deadline'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(REGISTRATION_CLOSED_MESSAGE)).toBeInTheDocument();
  });

  it('tells someone other than the organiser that the event cannot be edited', async () => {
    renderEdit([loadEventMock(buildEvent())]);
    expect(await screen.findByText('Only the event’s organiser can edit it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute(
      'href',
      '/events/event-1',
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('keeps an ended event as it was', async () => {
    renderEdit([loadEventMock(buildEvent({ is_organiser: true, ended: true }))]);
    expect(await screen.findByText('This event has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
