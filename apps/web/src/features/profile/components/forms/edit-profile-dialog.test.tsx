import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_LIMITS } from '@squadup/shared';
import { useAuthStore } from '@/stores/auth-storage';
import { signIn } from '@/test/auth';
import { heldMocks } from '@/test/held-mocks';
import { UpdateProfileMutation } from '../../api/profile-user';
import type { Mocks } from '../../test/profile-fixtures';
import { EditProfileDialog, type EditableProfile } from './edit-profile-dialog';

const profile: EditableProfile = {
  first_name: 'Maya',
  last_name: 'Alvarez',
  title: 'Dev',
  bio: null,
  location_id: null,
  looking_for: ['Hackathon'],
  links: [],
};

const expectedInput = {
  first_name: 'Mia',
  last_name: 'Alvarez',
  title: 'Dev',
  bio: null,
  location_id: null,
  looking_for: ['Hackathon'],
  links: [],
};

function renderDialog(
  mocks: Mocks = [],
  initial: EditableProfile = profile,
  link?: ReturnType<typeof heldMocks>['link'],
) {
  const onClose = vi.fn();
  const onSaved = vi.fn(() => Promise.resolve());
  render(
    <MockedProvider mocks={link ? undefined : mocks} link={link}>
      <EditProfileDialog profile={initial} onClose={onClose} onSaved={onSaved} />
    </MockedProvider>,
  );
  return { onClose, onSaved };
}

async function renameToMia() {
  const first = screen.getByLabelText('First Name');
  await userEvent.clear(first);
  await userEvent.type(first, 'Mia');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('EditProfileDialog', () => {
  it('counts the title against its limit', async () => {
    renderDialog();
    expect(screen.getByText(`3/${PROFILE_LIMITS.titleMax}`)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Title/), 'ops');
    expect(screen.getByText(`6/${PROFILE_LIMITS.titleMax}`)).toBeInTheDocument();
  });

  it(`disables Add Link at ${PROFILE_LIMITS.linksMax} links and removes rows`, async () => {
    renderDialog();
    const add = screen.getByRole('button', { name: 'Add Link' });
    for (let i = 0; i < PROFILE_LIMITS.linksMax; i += 1) await userEvent.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Link \d name$/ })).toHaveLength(
      PROFILE_LIMITS.linksMax,
    );
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove link 2' }));
    expect(add).toBeEnabled();
  });

  it('refuses an empty first name with the shared message', async () => {
    renderDialog();
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('First name is required.');
  });

  it("shows 'Saving...' while busy, then closes, refetches and updates the signed-in name", async () => {
    signIn();
    // The answer is held until the test has seen the busy button, however slow the machine.
    const { link, release } = heldMocks([
      {
        request: { query: UpdateProfileMutation, variables: { input: expectedInput } },
        result: {
          data: {
            updateUser: {
              __typename: 'User',
              _id: 'user-1',
              ...expectedInput,
              photo: null,
            },
          },
        },
      },
    ]);
    const { onClose, onSaved } = renderDialog([], profile, link);
    await renameToMia();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(useAuthStore.getState().user?.first_name).toBe('Mia');
  });

  it('toggles what the member is looking for and saves it in the project types order', async () => {
    const input = { ...expectedInput, first_name: 'Maya', looking_for: ['Startup', 'Open Source'] };
    const { onClose } = renderDialog([
      {
        request: { query: UpdateProfileMutation, variables: { input } },
        result: {
          data: { updateUser: { __typename: 'User', _id: 'user-1', ...input, photo: null } },
        },
      },
    ]);
    const hackathon = screen.getByRole('button', { name: 'Hackathon' });
    expect(hackathon).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Open Source' }));
    await userEvent.click(screen.getByRole('button', { name: 'Startup' }));
    await userEvent.click(hackathon);
    expect(hackathon).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's error message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onClose } = renderDialog([
      {
        request: { query: UpdateProfileMutation, variables: { input: expectedInput } },
        result: { errors: [new GraphQLError('Title is too long.')] },
      },
    ]);
    await renameToMia();
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is too long.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
