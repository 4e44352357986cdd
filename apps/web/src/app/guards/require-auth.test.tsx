import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
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
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/projects', element: <p>Projects screen</p> },
          {
            path: '/post/:postId',
            element: <p>Post screen</p>,
            handle: { readableSignedOut: true },
          },
          { path: '/post/:postId/edit', element: <p>Edit screen</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
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
    renderAt('/post/42/edit?tab=details');
    expect(screen.getByTestId('login-url')).toHaveTextContent(
      '/login?redirect=%2Fpost%2F42%2Fedit%3Ftab%3Ddetails',
    );
    expect(screen.getByTestId('login-from')).toHaveTextContent('/post/42/edit?tab=details');
  });

  it('lets a signed-out visitor read a page a shared link opens', async () => {
    signOut();
    renderAt('/post/42');
    expect(await screen.findByText('Post screen')).toBeInTheDocument();
    expect(screen.queryByTestId('login-url')).not.toBeInTheDocument();
  });

  it('renders the screen for a signed-in member', async () => {
    signIn();
    renderAt('/projects');
    expect(await screen.findByText('Projects screen')).toBeInTheDocument();
  });
});
