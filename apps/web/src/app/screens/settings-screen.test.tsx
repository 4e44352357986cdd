import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@squadup/shared';
import { AccountSignInQuery, DeleteAccountMutation } from '@/features/settings/api/delete-account';
import {
  NotificationSettingsQuery,
  UpdateNotificationSettingMutation,
} from '@/features/notifications/api/notification-settings';
import {
  saveLevel,
  settingsQuery,
} from '@/features/notifications/test/notification-settings-fixtures';
import {
  privacySettingsQuery,
  saveEmailToConnections,
  saveMessageFrom,
  savePresence,
  saveProfileVisibility,
  saveReadReceipts,
} from '@/features/settings/test/settings-fixtures';
import {
  UpdatePresenceSettingMutation,
  UpdateProfileVisibilityMutation,
} from '@/features/settings/api/privacy-settings';
import { createCache } from '@/lib/apollo-cache';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { makeToken, signIn, testUser } from '@/test/auth';
import { deferred, json, mockFetch } from '@/test/fetch';
import { SettingsScreen } from './settings-screen';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

// The online-status and profile-visibility cards load their choices on every render of the page.
function renderSettings(
  mocks: Mocks = [settingsQuery()],
  presence: Mocks = [privacySettingsQuery()],
) {
  render(
    <MockedProvider mocks={[...(mocks ?? []), ...(presence ?? [])]} cache={createCache()}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="/settings" element={<SettingsScreen />} />
          <Route path="/login" element={<h1>Login</h1>} />
          <Route path="/" element={<h1>Landing</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const levelOf = (kind: string) => screen.getByRole('combobox', { name: kind });
const section = (name: string) => screen.getByRole('region', { name });

describe('SettingsScreen', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.success).mockClear();
  });

  describe('online status', () => {
    const presenceSwitch = () => screen.findByRole('switch', { name: "Show when I'm online" });

    it('shows the kept choice, then saves turning it off and says so', async () => {
      renderSettings([settingsQuery()], [privacySettingsQuery(true), savePresence(false)]);
      const toggle = await presenceSwitch();
      expect(toggle).toBeChecked();
      expect(toggle).toHaveAccessibleDescription(/green dot on your photo/);

      await userEvent.setup().click(toggle);
      expect(await within(section('Online status')).findByText('Saved')).toBeInTheDocument();
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription(/see you as offline/);
    });

    it('puts the kept choice back when saving fails, and Try again sends it again', async () => {
      renderSettings(
        [settingsQuery()],
        [
          privacySettingsQuery(true),
          {
            request: { query: UpdatePresenceSettingMutation, variables: { show: false } },
            error: new Error('Network down'),
          },
          savePresence(false),
        ],
      );
      const user = userEvent.setup();
      await user.click(await presenceSwitch());
      const alert = await within(section('Online status')).findByRole('alert');
      expect(await presenceSwitch()).toBeChecked();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await within(section('Online status')).findByText('Saved')).toBeInTheDocument();
      expect(await presenceSwitch()).not.toBeChecked();
    });
  });

  describe('chats', () => {
    it('shows read receipts and typing on by default, and saves turning read receipts off', async () => {
      renderSettings([settingsQuery()], [privacySettingsQuery(), saveReadReceipts(false)]);
      const receipts = await screen.findByRole('switch', { name: 'Read receipts' });
      expect(receipts).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Typing indicator' })).toBeChecked();
      expect(receipts).toHaveAccessibleDescription(/see “Seen” under their message/);

      await userEvent.setup().click(receipts);
      expect(await within(section('Chats')).findByText('Saved')).toBeInTheDocument();
      expect(receipts).not.toBeChecked();
      expect(receipts).toHaveAccessibleDescription(
        'Nobody sees when you have read their messages, and you do not see when they read yours.',
      );
      expect(screen.getByRole('switch', { name: 'Typing indicator' })).toBeChecked();
    });
  });

  describe('who can message you', () => {
    it('shows the kept level with what it means, and saves a stricter one', async () => {
      renderSettings([settingsQuery()], [privacySettingsQuery(), saveMessageFrom('connections')]);
      const choice = await screen.findByRole('combobox', { name: 'Who can message you' });
      expect(choice).toHaveValue('applications');
      expect(choice).toHaveAccessibleDescription(
        /members who applied to your projects or whose projects you applied to can start a chat with you/,
      );

      await userEvent.setup().selectOptions(choice, 'Connections only');
      expect(await within(section('Chats')).findByText('Saved')).toBeInTheDocument();
      expect(choice).toHaveValue('connections');
      expect(choice).toHaveAccessibleDescription(
        'Only your accepted connections can start a chat with you. Anyone you write to first can answer you.',
      );
    });
  });

  describe('profile visibility', () => {
    const membersOnlySwitch = () => screen.findByRole('switch', { name: 'Members-only profile' });

    it('shows the kept choice, then saves members_only_profile and says so', async () => {
      renderSettings(
        [settingsQuery()],
        [privacySettingsQuery(true, false), saveProfileVisibility(true)],
      );
      const toggle = await membersOnlySwitch();
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription(
        'Signed-out visitors with a link to your profile see that it is not available. Your open posts, with your name and photo, stay readable from their links.',
      );

      await userEvent.setup().click(toggle);
      expect(await within(section('Profile visibility')).findByText('Saved')).toBeInTheDocument();
      expect(toggle).toBeChecked();
      // The online status beside it is untouched.
      expect(await screen.findByRole('switch', { name: "Show when I'm online" })).toBeChecked();
    });

    it('shows the e-mail to connections only once the member turns it on (off by default)', async () => {
      renderSettings([settingsQuery()], [privacySettingsQuery(), saveEmailToConnections(true)]);
      const toggle = await screen.findByRole('switch', {
        name: 'Show my e-mail to my connections',
      });
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription(
        'Nobody sees your e-mail address: your connections reach you through Messages.',
      );
      await userEvent.setup().click(toggle);
      expect(await within(section('Profile visibility')).findByText('Saved')).toBeInTheDocument();
      expect(toggle).toBeChecked();
      expect(toggle).toHaveAccessibleDescription(
        'Members you are connected with see your e-mail address on your profile. Nobody else does.',
      );
      expect(await membersOnlySwitch()).not.toBeChecked();
    });

    it('puts the kept choice back when saving fails, and Try again sends it again', async () => {
      renderSettings(
        [settingsQuery()],
        [
          privacySettingsQuery(true, true),
          {
            request: { query: UpdateProfileVisibilityMutation, variables: { membersOnly: false } },
            error: new Error('Network down'),
          },
          saveProfileVisibility(false),
        ],
      );
      const user = userEvent.setup();
      await user.click(await membersOnlySwitch());
      const alert = await within(section('Profile visibility')).findByRole('alert');
      expect(await membersOnlySwitch()).toBeChecked();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await within(section('Profile visibility')).findByText('Saved')).toBeInTheDocument();
      expect(await membersOnlySwitch()).not.toBeChecked();
    });
  });

  describe('notifications', () => {
    it('loads every kind with its level, then saves a change and says so', async () => {
      renderSettings([settingsQuery(), saveLevel('applications', 'digest')]);
      expect(
        screen.getByRole('status', { name: 'Loading notification settings...' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('combobox', { name: 'Applications' })).toHaveValue('instant');
      expect(levelOf('Matching posts')).toHaveValue('digest');
      expect(levelOf('Connections')).toHaveValue('in_app');
      // Messages says when it mails; Off says it empties the feed too.
      expect(section('Notifications')).toHaveTextContent(
        'Messages still unread after 15 minutes while you are offline',
      );
      expect(
        within(levelOf('Squads')).getByRole('option', { name: 'Off (not even in the feed)' }),
      ).toBeInTheDocument();

      const user = userEvent.setup();
      await user.selectOptions(levelOf('Applications'), 'Daily digest');
      expect(await within(section('Notifications')).findByText('Saved')).toBeInTheDocument();
      expect(levelOf('Applications')).toHaveValue('digest');
      expect(levelOf('Applications')).toHaveAccessibleDescription(
        'Someone applies to one of your posts. In the app, and in one e-mail a day (8:00 UTC).',
      );
    });

    it('puts the kept level back when a save fails, and Try again sends the same choice', async () => {
      renderSettings([
        settingsQuery(),
        {
          request: {
            query: UpdateNotificationSettingMutation,
            variables: { kind: 'squads', level: 'off' },
          },
          error: new Error('Network down'),
        },
        saveLevel('squads', 'off'),
      ]);
      const user = userEvent.setup();
      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Squads' }),
        'Off (not even in the feed)',
      );
      const alert = await within(section('Notifications')).findByRole('alert');
      expect(alert).toHaveTextContent('Could not save this choice.');
      expect(levelOf('Squads')).toHaveValue('in_app');

      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await within(section('Notifications')).findByText('Saved')).toBeInTheDocument();
      expect(levelOf('Squads')).toHaveValue('off');
      expect(within(section('Notifications')).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says when the levels cannot load and loads them on Try again', async () => {
      renderSettings([
        { request: { query: NotificationSettingsQuery }, error: new Error('Network down') },
        settingsQuery(),
      ]);
      expect(
        await screen.findByText('Could not load your notification settings.'),
      ).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('combobox', { name: 'Applications' })).toHaveValue('instant');
    });
  });

  describe('password', () => {
    async function fillPassword(current: string, next: string, confirm = next) {
      const user = userEvent.setup();
      const form = section('Password');
      if (current) await user.type(within(form).getByLabelText('Current password'), current);
      await user.type(within(form).getByLabelText('New password'), next);
      await user.type(within(form).getByLabelText('Confirm new password'), confirm);
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      return form;
    }

    it('judges the form with the shared schema before sending anything', async () => {
      const { calls } = mockFetch(() => json(500));
      renderSettings();
      let form = await fillPassword('', 'a-new-password');
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        AUTH_MESSAGES.currentPasswordRequired,
      );
      form = section('Password');
      await userEvent.setup().type(within(form).getByLabelText('Current password'), 'old-one');
      await userEvent.setup().type(within(form).getByLabelText('Confirm new password'), 'x');
      await userEvent.setup().click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        AUTH_MESSAGES.passwordsDoNotMatch,
      );
      expect(calls).toHaveLength(0);
    });

    it("shows the server's refusal (a wrong current password)", async () => {
      mockFetch(() => json(400, { message: 'Your current password is not right.' }));
      renderSettings();
      const form = await fillPassword('not-it', 'a-new-password');
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Your current password is not right.',
      );
    });

    it('changes it, keeps this device signed in on the new token and says what happened', async () => {
      const token = makeToken(900);
      const answer = deferred<Response>();
      const { callsTo } = mockFetch(() => answer.promise);
      renderSettings();
      const form = await fillPassword('old-password', 'a-new-password');
      expect(within(form).getByRole('button', { name: 'Changing...' })).toBeDisabled();
      answer.resolve(
        json(200, {
          accessToken: token,
          user: testUser,
          message: 'Your password is changed. Every other device is signed out.',
        }),
      );
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'Your password is changed. Every other device is signed out.',
      );
      expect(useAuthStore.getState().token).toBe(token);
      const [call] = callsTo('/v1/auth/change-password');
      expect(call).toMatchObject({
        method: 'POST',
        body: { currentPassword: 'old-password', newPassword: 'a-new-password' },
      });
      expect(call!.headers.get('Authorization')).toMatch(/^Bearer /);
      expect(within(form).getByLabelText('Current password')).toHaveValue('');
      expect(within(form).getByRole('button', { name: 'Change password' })).toBeEnabled();
    });
  });

  it('signs out everywhere after asking, and lands on /login', async () => {
    const { callsTo } = mockFetch(() => json(200, { message: 'Signed out everywhere.' }));
    renderSettings();
    const user = userEvent.setup();
    await user.click(
      within(section('Sessions')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
    expect(callsTo('/v1/auth/logout-everywhere')).toHaveLength(1);
  });

  const signInKind = (has_password: boolean) => ({
    request: { query: AccountSignInQuery },
    result: {
      data: { loadUserById: { __typename: 'User' as const, _id: testUser._id, has_password } },
    },
  });
  const deleted = (password: string | null) => ({
    request: { query: DeleteAccountMutation, variables: { userId: testUser._id, password } },
    result: { data: { deleteUser: testUser._id } },
  });

  it('asks a member with a password for it, offers the download first, then signs out to the landing page', async () => {
    const { calls } = mockFetch(() => json(500));
    renderSettings([settingsQuery(), signInKind(true), deleted('my-own-passphrase')]);
    const user = userEvent.setup();
    await user.click(
      within(section('Delete account')).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveFocus();
    expect(confirm).toBeDisabled();
    await user.type(password, 'my-own-passphrase');
    await user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Your account is deleted.');
    // The server ended every session with the account: no logout request.
    expect(calls).toHaveLength(0);
  });

  it('shows the server refusing a wrong password, and deletes nothing', async () => {
    renderSettings([
      settingsQuery(),
      signInKind(true),
      {
        request: deleted('a-wrong-one').request,
        result: {
          errors: [
            { message: 'Your password is not right.', extensions: { code: 'BAD_USER_INPUT' } },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(
      within(section('Delete account')).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'a-wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your password is not right.',
    );
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('asks a member who signs in with Google or GitHub to type the e-mail instead', async () => {
    renderSettings([settingsQuery(), signInKind(false), deleted(null)]);
    const user = userEvent.setup();
    await user.click(
      within(section('Delete account')).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const email = await within(dialog).findByLabelText('Type your e-mail to confirm');
    expect(within(dialog).getByText(/sign out and in again first/)).toBeInTheDocument();
    await user.type(email, 'maya@example.co');
    expect(confirm).toBeDisabled();
    await user.clear(email);
    // Any case, spaces around: the same address.
    await user.type(email, '  MAYA@Example.com ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });
});
