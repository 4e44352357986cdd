import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/test/auth';
import { ProfileUserQuery } from '../api/profile-user';
import { SkillsByUserQuery } from '../api/skills';
import { AchievementsByUserQuery } from '../api/achievements';
import {
  education,
  educationMock,
  profileUser,
  renderWithMocks,
  skill,
  skillsMock,
  userMock,
  type Mocks,
} from '../test/profile-fixtures';
import { ProfilePage } from './profile-page';

// The signed-in member is user-1 (src/test/auth.ts); Apollo answers from MockedProvider.
// ConnectionAction belongs to the connections work: a probe shows what the header passes it.
vi.mock('@/components/connection/connection-action', () => ({
  ConnectionAction: ({ userId, status, chatId }: Record<string, string | null>) => (
    <p data-testid="connection-action">{`${userId} ${status} ${chatId}`}</p>
  ),
}));

beforeEach(() => signIn());

function renderProfile(path: string, mocks: Mocks) {
  return renderWithMocks(<ProfilePage />, mocks, { path, pattern: '/profile/:userId?' });
}

describe('ProfilePage', () => {
  it('is the editable own profile without a userId', async () => {
    renderProfile('/profile', [
      userMock('user-1', profileUser()),
      educationMock('user-1', []),
      skillsMock('user-1', []),
    ]);
    expect(await screen.findByRole('heading', { name: 'Maya Alvarez' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add education' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change profile photo' }));
    expect(screen.getByRole('dialog', { name: 'Edit Profile Photo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Maya');
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Frontend engineer');
  });

  it("is read-only on another member's profile", async () => {
    renderProfile('/profile/user-2', [
      userMock(
        'user-2',
        profileUser({
          _id: 'user-2',
          first_name: 'Noor',
          last_name: null,
          is_connection: 'accepted',
          chat_id: 'chat-7',
        }),
      ),
      educationMock('user-2', [education()]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Noor' })).toBeInTheDocument();
    expect(await screen.findByText('University of Lisbon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change profile photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add education' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit University/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Order' })).not.toBeInTheDocument();
    expect(screen.getByTestId('connection-action')).toHaveTextContent('user-2 accepted chat-7');
  });

  it.each(['/profile/me', '/profile/user-1'])('treats %s as the own profile', async (path) => {
    renderProfile(path, [
      userMock('user-1', profileUser()),
      educationMock('user-1', []),
      skillsMock('user-1', []),
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByTestId('connection-action')).not.toBeInTheDocument();
  });

  it('lists section items by order ascending, a missing order counting as 0', async () => {
    renderProfile('/profile/user-2', [
      userMock('user-2', profileUser({ _id: 'user-2' })),
      educationMock('user-2', [
        education({ _id: 'e2', institution_name: 'Second', order: 2 }),
        education({ _id: 'e1', institution_name: 'First', order: null }),
        education({ _id: 'e3', institution_name: 'Middle', order: 1 }),
      ]),
    ]);
    await screen.findByText('First');
    const names = screen.getAllByText(/^(First|Middle|Second)$/).map((node) => node.textContent);
    expect(names).toEqual(['First', 'Middle', 'Second']);
  });

  it("shows 'No title' and initials when the member has none, and no location line rather than 'Unknown'", async () => {
    renderProfile('/profile/user-2', [
      userMock(
        'user-2',
        profileUser({ _id: 'user-2', title: null, location_id: '', email: '', bio: null }),
      ),
      educationMock('user-2', []),
    ]);
    expect(await screen.findByText('No title')).toBeInTheDocument();
    expect(screen.queryByText('Unknown')).not.toBeInTheDocument();
    expect(screen.getByText('MA')).toBeInTheDocument();
    expect(screen.getByText('Joined 2024')).toBeInTheDocument();
    expect(screen.getByText('3 connections')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No education yet.')).toBeInTheDocument();
  });

  it('shows the e-mail as a mailto link and links with their names', async () => {
    renderProfile('/profile', [
      userMock(
        'user-1',
        profileUser({ links: [{ name: 'GitHub', url: 'https://github.com/maya' }] }),
      ),
      educationMock('user-1', []),
      skillsMock('user-1', []),
    ]);
    expect(await screen.findByRole('link', { name: 'maya@example.com' })).toHaveAttribute(
      'href',
      'mailto:maya@example.com',
    );
    const links = screen.getByRole('list', { name: 'Links' });
    expect(within(links).getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/maya',
    );
  });

  it('opens the tab named in ?tab=', async () => {
    renderProfile('/profile?tab=skills', [
      userMock('user-1', profileUser()),
      {
        request: { query: SkillsByUserQuery, variables: { userId: 'user-1' } },
        result: {
          data: {
            getSkillsByUser: [
              {
                __typename: 'UserSkill',
                _id: 's1',
                skill_name: 'TypeScript',
                proficiency_level: 'expert',
                years_experience: 4,
                is_top: true,
                order: 0,
              },
            ],
          },
        },
      },
    ]);
    expect(await screen.findByText('TypeScript')).toBeInTheDocument();
    expect(screen.getByText('Expert')).toBeInTheDocument();
    expect(screen.getByText('4 years of experience')).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Skills' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Education' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('moves between tabs with the arrow keys and keeps the tab in the address', async () => {
    const router = renderProfile('/profile?tab=achievements', [
      userMock('user-1', profileUser()),
      {
        request: { query: AchievementsByUserQuery, variables: { userId: 'user-1' } },
        result: { data: { getAchievementsByUser: [] } },
      },
      educationMock('user-1', []),
      skillsMock('user-1', []),
    ]);
    const achievements = await screen.findByRole('tab', { name: 'Achievements' });
    achievements.focus();
    await userEvent.keyboard('{ArrowRight}');
    // Radix moves focus, and so the selection, in a task after the key press.
    const educationTab = await screen.findByRole('tab', { name: 'Education', selected: true });
    expect(educationTab).toHaveAttribute('aria-selected', 'true');
    expect(educationTab).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=education');
    expect(
      await screen.findByText('Add your education to show where you studied.'),
    ).toBeInTheDocument();
  });

  it('falls back to education for an invalid ?tab=', async () => {
    renderProfile('/profile?tab=bogus', [
      userMock('user-1', profileUser()),
      educationMock('user-1', []),
      skillsMock('user-1', []),
    ]);
    expect(await screen.findByRole('tab', { name: 'Education' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab')).toHaveLength(5);
  });

  it('tells the owner how complete the profile is and opens the editor for a missing step', async () => {
    renderProfile('/profile', [
      userMock('user-1', profileUser({ title: null, looking_for: [] })),
      educationMock('user-1', []),
      skillsMock('user-1', []),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Your profile is 2/5 complete' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your skills drive recommendations on Discover and help people find you.'),
    ).toBeInTheDocument();
    const todo = screen.getByRole('list', { name: 'Still to add' });
    expect(
      within(todo)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add a title', 'Add a skill', 'Say what you are looking for']);
    await userEvent.click(within(todo).getByRole('button', { name: 'Add a title' }));
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(todo).getByRole('button', { name: 'Add a skill' }));
    expect(screen.getByRole('dialog', { name: 'Add Skill' })).toBeInTheDocument();
  });

  it('shows no hint on a complete profile, and shows what the member is looking for', async () => {
    // On the Skills tab, so seeing the skill proves the hint's skills query has answered too.
    renderProfile('/profile?tab=skills', [
      userMock('user-1', profileUser({ looking_for: ['Startup', 'Open Source'] })),
      skillsMock('user-1', [skill('React')]),
    ]);
    const lookingFor = await screen.findByRole('list', { name: 'Looking for' });
    expect(
      within(lookingFor)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Startup', 'Open Source']);
    expect(await screen.findByText('React')).toBeInTheDocument();
    expect(screen.queryByText(/Your profile is/)).not.toBeInTheDocument();
  });

  it("never shows the hint on another member's profile, but shows their Looking for", async () => {
    renderProfile('/profile/user-2', [
      userMock('user-2', profileUser({ _id: 'user-2', title: null, looking_for: ['Hackathon'] })),
      educationMock('user-2', []),
      skillsMock('user-2', []),
    ]);
    const lookingFor = await screen.findByRole('list', { name: 'Looking for' });
    expect(within(lookingFor).getByText('Hackathon')).toBeInTheDocument();
    expect(await screen.findByText('No education yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Your profile is/)).not.toBeInTheDocument();
  });

  it("says 'Member not found' for an unknown member", async () => {
    renderProfile('/profile/ghost', [
      {
        request: { query: ProfileUserQuery, variables: { userId: 'ghost' } },
        result: {
          errors: [new GraphQLError('User not found.', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
  });

  describe('for a signed-out visitor (a shared link)', () => {
    beforeEach(() => signOut());

    it('is read-only with Sign in to connect instead of Connect, and no presence', async () => {
      renderProfile('/profile/user-2', [
        userMock(
          'user-2',
          profileUser({ _id: 'user-2', first_name: 'Noor', last_name: null, is_online: true }),
        ),
        educationMock('user-2', [education()]),
      ]);
      expect(await screen.findByRole('heading', { name: 'Noor' })).toBeInTheDocument();
      expect(await screen.findByText('University of Lisbon')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Education' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getAllByRole('tab')).toHaveLength(5);
      expect(screen.getByRole('link', { name: 'Sign in to connect' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fprofile%2Fuser-2',
      );
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
        'href',
        '/signup?redirect=%2Fprofile%2Fuser-2',
      );
      expect(screen.queryByTestId('connection-action')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('profile-presence')).not.toBeInTheDocument();
    });

    it('says a members-only or unknown profile is not found, and offers Sign in', async () => {
      renderProfile('/profile/user-2?tab=skills', [
        {
          request: { query: ProfileUserQuery, variables: { userId: 'user-2' } },
          result: {
            errors: [new GraphQLError('User not found.', { extensions: { code: 'NOT_FOUND' } })],
          },
        },
      ]);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Member not found' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'This profile does not exist, or its member shows it to signed-in members only.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fprofile%2Fuser-2%3Ftab%3Dskills',
      );
      expect(screen.queryByRole('link', { name: 'Find People' })).not.toBeInTheDocument();
    });
  });

  it('offers a retry when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfile('/profile/user-2', [
      {
        request: { query: ProfileUserQuery, variables: { userId: 'user-2' } },
        error: new Error('Network down'),
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
