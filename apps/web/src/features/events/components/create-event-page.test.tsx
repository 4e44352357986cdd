import type { ComponentProps } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_CLOSED_MESSAGE } from '@squadup/shared';
import { createCache } from '@/lib/apollo-cache';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { signIn, testUser } from '@/test/auth';
import { renderRoute } from '@/test/router';
import { CreateEventMutation } from '../api/event-operations';
import { buildEvent } from '../test/event-fixtures';
import { CreateEventPage } from './create-event-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

function renderCreate(mocks: Mocks = []) {
  return renderRoute(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <CreateEventPage />
    </MockedProvider>,
    { path: '/events/new' },
  );
}

const field = (name: string | RegExp) =>
  screen.getByLabelText(name, { selector: 'input,textarea' });

/** What the form sends for the fields `fillIn` types, the rest left as they start. */
const expectedInput = {
  name: 'Campus climate hackathon',
  description: 'A weekend to build something for the campus.',
  starts_on: '2031-03-06',
  ends_on: '2031-03-08',
  register_by: new Date(2031, 2, 1, 23, 59, 59, 999).toISOString(),
  min_team_size: 3,
  max_team_size: 4,
  roles: ['Frontend', 'Design'],
  time_zone_window_hours: 3,
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), expectedInput.name);
  await user.type(field(/^Description/), expectedInput.description);
  await user.type(field('Start date'), '2031-03-06');
  await user.type(field('End date'), '2031-03-08');
  await user.type(field('Registration deadline'), '2031-03-01');
  await user.clear(field('Largest team'));
  await user.type(field('Largest team'), '4');
  const suggestions = screen.getByRole('group', { name: 'Roles teams need suggestions' });
  await user.click(within(suggestions).getByRole('button', { name: 'Frontend' }));
  await user.type(field('Roles teams need'), 'Design{Enter}');
}

describe('Create an event', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.success).mockClear();
  });

  it('sends the event, the deadline as the end of its day locally, then opens its page', async () => {
    const user = userEvent.setup();
    renderCreate([
      {
        request: { query: CreateEventMutation, variables: { input: expectedInput } },
        result: { data: { createEvent: buildEvent() } },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Create an event' })).toBeInTheDocument();
    expect(field('Time-zone window in hours')).toHaveValue(3);
    expect(field('Smallest team')).toHaveValue(3);
    expect(field('Registration deadline')).toHaveAccessibleDescription(
      /^Registration closes at the end of this day in your time zone \(UTC[+-]\d\d:\d\d\)\.$/,
    );

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/events/event-1');
    expect(toast.success).toHaveBeenCalledWith('Event created');
  });

  it("shows the shared schema's messages under their fields, and sends nothing", async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription(/Name is required\./);
    expect(field('Start date')).toHaveAccessibleDescription('Start date is required.');
    expect(field('End date')).toHaveAccessibleDescription('End date is required.');
    expect(field('Registration deadline')).toHaveAccessibleDescription(
      /Registration deadline is required\./,
    );
    // The first wrong field takes focus, for a keyboard or screen-reader user.
    expect(field('Name')).toHaveFocus();

    await user.type(field('Name'), 'Hack');
    await user.type(field('Start date'), '2031-03-08');
    await user.type(field('End date'), '2031-03-06');
    await user.type(field('Registration deadline'), '2020-01-01');
    await user.clear(field('Smallest team'));
    await user.type(field('Smallest team'), '6');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(
      await screen.findByText('The end date must not be before the start date.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The smallest team size must not be larger than the largest.'),
    ).toBeInTheDocument();
    expect(field('Registration deadline')).toHaveAccessibleDescription(
      new RegExp(REGISTRATION_CLOSED_MESSAGE.replace('.', '\\.')),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows the server's message on its field", async () => {
    const user = userEvent.setup();
    renderCreate([
      {
        request: { query: CreateEventMutation, variables: { input: expectedInput } },
        result: {
          errors: [
            new GraphQLError(REGISTRATION_CLOSED_MESSAGE, {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { register_by: REGISTRATION_CLOSED_MESSAGE },
              },
            }),
          ],
        },
      },
    ]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText(REGISTRATION_CLOSED_MESSAGE)).toBeInTheDocument();
    expect(field('Registration deadline')).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create event' })).toBeEnabled(),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says why a member whose address is not verified cannot create one yet', () => {
    useAuthStore.setState({ user: { ...testUser, email_verified: false } });
    renderCreate();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Verify your e-mail address to create an event',
    );
  });
});
