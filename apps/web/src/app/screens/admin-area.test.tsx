import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ViewerOperatorQuery } from '@/features/admin/api/admin';
import { AdminArea } from './admin-area';

function renderArea(isOperator: boolean) {
  const viewer = {
    request: { query: ViewerOperatorQuery },
    result: {
      data: { loadUserById: { __typename: 'User', _id: 'user-1', is_operator: isOperator } },
    },
  };
  render(
    <MockedProvider mocks={[viewer]}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route element={<AdminArea />}>
            <Route path="/admin" element={<h1>Reports</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('AdminArea', () => {
  it('shows a member who is not an operator the not-found page, never the admin screens', async () => {
    renderArea(false);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows an operator the area with its sections', async () => {
    renderArea(true);
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
  });
});
