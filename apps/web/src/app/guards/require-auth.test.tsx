import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/test/auth';
import { RequireAuth, type LoginRedirectState } from './require-auth';

function LoginProbe() {
  const location = useLocation();
  const state = location.state as LoginRedirectState | null;
  return (
    <div>
      <p data-testid="login-url">{`${location.pathname}${location.search}`}</p>
      <p data-testid="login-from">{state?.from}</p>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route element={<RequireAuth />}>
          <Route path="/projects" element={<p>Projects screen</p>} />
          <Route path="/post/:postId" element={<p>Post screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  it('shows an accessible spinner while auth initialises', () => {
    signOut(false);
    renderAt('/projects');
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByText('Projects screen')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login-url')).not.toBeInTheDocument();
  });

  it('redirects a signed-out visitor to /login carrying the origin path', () => {
    signOut();
    renderAt('/projects');
    expect(screen.getByTestId('login-url')).toHaveTextContent('/login?redirect=%2Fprojects');
    expect(screen.getByTestId('login-from')).toHaveTextContent('/projects');
  });

  it('keeps the query string of the origin', () => {
    signOut();
    renderAt('/post/42?tab=details');
    expect(screen.getByTestId('login-url')).toHaveTextContent(
      '/login?redirect=%2Fpost%2F42%3Ftab%3Ddetails',
    );
    expect(screen.getByTestId('login-from')).toHaveTextContent('/post/42?tab=details');
  });

  it('renders the screen for a signed-in member', async () => {
    signIn();
    renderAt('/projects');
    expect(await screen.findByText('Projects screen')).toBeInTheDocument();
  });
});
