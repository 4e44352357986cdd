import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/auth';
import { UpdateProfileMutation } from '../../api/profile-user';
import { CreateUserSkillMutation } from '../../api/skills';
import {
  profileUser,
  renderWithMocks,
  skill,
  skillsMock,
  userMock,
  type Mocks,
} from '../../test/profile-fixtures';
import { WelcomePage } from './welcome-page';

// The signed-in member is user-1 (src/test/auth.ts), a new account: no title, location or skills.
beforeEach(() => signIn());

const newMember = profileUser({ title: null, location_id: null, bio: null, looking_for: [] });

function updateMock(input: Record<string, unknown>, answer: 'ok' | 'refused' = 'ok') {
  return {
    request: { query: UpdateProfileMutation, variables: { input } },
    result:
      answer === 'ok'
        ? {
            data: {
              updateUser: {
                __typename: 'User' as const,
                ...newMember,
                links: [],
                ...input,
              },
            },
          }
        : { errors: [new GraphQLError('Location is too long.')] },
  };
}

/** createUserSkill for one skill; `sent` tells whether the app asked for it. */
function createSkillMock(skill_name: string, proficiency_level = 'intermediate') {
  const sent = vi.fn(() => ({
    data: { createUserSkill: skill(skill_name, { proficiency_level }) },
  }));
  return {
    sent,
    request: {
      query: CreateUserSkillMutation,
      variables: { userId: 'user-1', input: { skill_name, proficiency_level } },
    },
    result: sent,
  };
}

function renderWelcome(mocks: Mocks) {
  return renderWithMocks(<WelcomePage />, [userMock('user-1', newMember), ...mocks], {
    path: '/welcome',
  });
}

describe('WelcomePage', () => {
  it('says why skills matter and that everything is optional', async () => {
    renderWelcome([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Squadup' })).toBeVisible();
    expect(screen.getByText(/Hi Maya, tell us a little about you/)).toHaveTextContent(
      'Everything here is optional.',
    );
    expect(
      await screen.findByText(
        'Your skills drive recommendations on Discover and help people find you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Skills suggestions' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What are you looking for?' })).toBeInTheDocument();
  });

  it('saves title, location, looking for and the chosen skills, then goes to Discover', async () => {
    const user = userEvent.setup();
    // React is already on the profile (any casing): only the new ones are created, in order.
    const figma = createSkillMock('Figma', 'advanced');
    const research = createSkillMock('UX research', 'advanced');
    const router = renderWelcome([
      updateMock({ title: 'Product designer', location_id: 'Berlin', looking_for: ['Startup'] }),
      skillsMock('user-1', [skill('react')]),
      figma,
      research,
    ]);
    await user.type(await screen.findByLabelText(/^Title/), 'Product designer');
    await user.type(screen.getByLabelText(/^Location/), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'React' }));
    await user.click(screen.getByRole('button', { name: 'Figma' }));
    await user.type(screen.getByRole('textbox', { name: /Add a skill/ }), 'UX research{Enter}');
    await user.selectOptions(screen.getByLabelText('Your level in these skills'), 'Advanced');
    await user.click(screen.getByRole('button', { name: 'Startup' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(figma.sent).toHaveBeenCalledTimes(1);
    expect(research.sent).toHaveBeenCalledTimes(1);
  });

  it('Skip for now goes to Discover without saving anything', async () => {
    const user = userEvent.setup();
    const router = renderWelcome([]);
    await user.type(await screen.findByLabelText(/^Title/), 'Unsaved');
    await user.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('shows a refused value inline, on the field, and stays', async () => {
    const user = userEvent.setup();
    const router = renderWelcome([]);
    const title = await screen.findByLabelText(/^Title/);
    await user.type(title, 'x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it("shows the server's refusal and stays, ready to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderWelcome([
      updateMock({ title: null, location_id: 'Berlin', looking_for: [] }, 'refused'),
    ]);
    await user.type(await screen.findByLabelText(/^Location/), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location is too long.');
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/welcome');
  });
});
