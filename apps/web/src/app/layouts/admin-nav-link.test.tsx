import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminOpenReportCountQuery } from '@/features/admin/api/admin-nav';
import { signIn, testUser } from '@/test/auth';
import { useAuthStore } from '@/stores/auth-storage';
import { AdminNavLink } from './admin-nav-link';

const countAnswer = {
  request: { query: AdminOpenReportCountQuery },
  result: { data: { adminOpenReportCount: 3 } },
};

function renderLink() {
  render(
    <MockedProvider mocks={[countAnswer]}>
      <MemoryRouter>
        <AdminNavLink variant="bar" />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('AdminNavLink', () => {
  it('shows an operator the link with the open reports', async () => {
    useAuthStore.setState({ user: { ...testUser, is_operator: true } });
    renderLink();
    expect(await screen.findByRole('link', { name: 'Admin, 3 open reports' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('shows nothing to another member', () => {
    signIn();
    renderLink();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
