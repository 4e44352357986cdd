import { useQuery } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-storage';
import { signIn, signOut } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch';
import { GraphQLProvider } from './graphql-provider';

// Built with parse(), not a gql tag, so codegen leaves this made-up operation alone. It stands for a
// post's viewer flags: what a visitor is told differs from what the member is.
const APPLIED = parse('query Applied { applied }');

function AppliedProbe() {
  const { data } = useQuery<{ applied: string }>(APPLIED);
  return <p data-testid="applied">{data?.applied ?? 'loading'}</p>;
}

/** Answers as the API would: nothing of their own for a visitor, the member's own flag otherwise. */
function serveFlags() {
  return mockFetch((call) => {
    if (call.url === '/v1/auth/logout') return json(200, {});
    const applied = call.headers.get('authorization') ? 'pending' : 'none';
    return json(200, { data: { applied } });
  });
}

describe('GraphQLProvider', () => {
  it("asks again as the member once a visitor signs in, instead of showing the visitor's answer", async () => {
    signOut();
    const { callsTo } = serveFlags();
    render(
      <GraphQLProvider>
        <AppliedProbe />
      </GraphQLProvider>,
    );
    expect(await screen.findByText('none')).toBeInTheDocument();

    act(() => signIn());
    expect(await screen.findByText('pending')).toBeInTheDocument();
    expect(callsTo('/graphql').map((call) => call.headers.has('authorization'))).toEqual([
      false,
      true,
    ]);
  });

  it('keeps the cache while the same member stays (a profile edit)', async () => {
    signIn();
    const { callsTo } = serveFlags();
    render(
      <GraphQLProvider>
        <AppliedProbe />
      </GraphQLProvider>,
    );
    expect(await screen.findByText('pending')).toBeInTheDocument();
    const asked = callsTo('/graphql').length;

    act(() => useAuthStore.getState().updateUser({ first_name: 'Mia' }));
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(callsTo('/graphql')).toHaveLength(asked);
  });
});
