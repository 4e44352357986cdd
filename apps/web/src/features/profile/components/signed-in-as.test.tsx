import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '@/lib/apollo';
import { signIn, testUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch';
import { SignedInAs } from './signed-in-as';

// GraphQL is a mocked fetch here; the e2e silent-refresh journey loads it from the real API.

describe('SignedInAs', () => {
  beforeEach(() => signIn());

  it('asks loadUserById for the signed-in member and shows who it is', async () => {
    const { calls } = mockFetch(() =>
      json(200, { data: { loadUserById: { __typename: 'User', ...testUser } } }),
    );
    render(
      <ApolloProvider client={createApolloClient()}>
        <SignedInAs />
      </ApolloProvider>,
    );
    expect(await screen.findByText('Signed in as Maya Alvarez')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'maya@example.com' })).toHaveAttribute(
      'href',
      'mailto:maya@example.com',
    );
    const body = calls[0]!.body as { operationName: string; variables: object };
    expect(body.operationName).toBe('CurrentMember');
    expect(body.variables).toEqual({});
  });
});
