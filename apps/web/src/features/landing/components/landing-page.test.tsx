import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/test/auth';
import { LandingPage } from './landing-page';

// The landing page knows a signed-in member: it leads into the app instead of offering an account.

function renderLanding() {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
  return {
    hero: screen.getByRole('region', { name: 'Build your dream squad' }),
    closing: screen.getByRole('region', { name: 'Your next teammate is already here' }),
  };
}

const link = (within_: HTMLElement, name: string) => within(within_).queryByRole('link', { name });

describe('LandingPage', () => {
  afterEach(() => signOut());

  it('offers a visitor Get Started, their account and a free account', () => {
    signOut();
    const { hero, closing } = renderLanding();
    expect(link(hero, 'Get Started')).toHaveAttribute('href', '/signup');
    expect(link(hero, 'I have an account')).toHaveAttribute('href', '/login');
    expect(link(closing, 'Create your free account')).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Go to Discover' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Your profile' })).not.toBeInTheDocument();
  });

  it('leads a signed-in member to Discover and their profile, in the hero and at the end', () => {
    signIn();
    const { hero, closing } = renderLanding();
    for (const section of [hero, closing]) {
      expect(link(section, 'Go to Discover')).toHaveAttribute('href', '/projects');
      expect(link(section, 'Your profile')).toHaveAttribute('href', '/profile');
    }
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'I have an account' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Create your free account' }),
    ).not.toBeInTheDocument();
  });
});
