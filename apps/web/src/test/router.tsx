import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Stands in for any screen a test navigates to: shows where the app ended up. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` at `path` (matched by `pattern`) in a memory router; every other address shows
 * a probe with the current location. Returns the router to inspect its state.
 */
export function renderRoute(
  element: ReactNode,
  {
    path,
    pattern = path.split('?')[0]!,
    state,
  }: { path: string; pattern?: string; state?: unknown },
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <LocationProbe /> },
    ],
    {
      initialEntries: [
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}
