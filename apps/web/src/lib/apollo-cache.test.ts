import { gql } from '@apollo/client';
import { buildSquadupSchema } from '@squadup/shared/schema';
import { describe, expect, it } from 'vitest';
import { createCache, typePolicies } from './apollo-cache';

describe('typePolicies', () => {
  it('names a policy for every paged root list in the schema', () => {
    const queryFields = Object.values(buildSquadupSchema().getQueryType()?.getFields() ?? {});
    const paged = queryFields
      .filter((field) => field.args.some((arg) => arg.name === 'page'))
      .map((field) => field.name)
      .sort();
    expect(paged.length).toBeGreaterThan(0);
    // A new paged list fails here until it is added to lib/apollo-cache.ts (decision 0024).
    expect(Object.keys(typePolicies.Query?.fields ?? {}).sort()).toEqual(paged);
  });
});

describe('Squad members', () => {
  const FULL = gql`
    query FullSquad {
      loadSquad(postId: "post-1") {
        _id
        members {
          user_id
          first_name
          title
        }
      }
    }
  `;
  const NAMES = gql`
    query SquadNames {
      loadSquad(postId: "post-1") {
        _id
        members {
          user_id
          first_name
        }
      }
    }
  `;
  const member = (user_id: string, first_name: string, title?: string) => ({
    __typename: 'SquadMember',
    user_id,
    first_name,
    ...(title === undefined ? {} : { title }),
  });

  it('merges each member across queries, the newest list deciding who is in', () => {
    const cache = createCache();
    cache.writeQuery({
      query: FULL,
      data: {
        loadSquad: {
          __typename: 'Squad',
          _id: 'post-1',
          members: [member('u1', 'Omar', 'Founder'), member('u2', 'Ana', 'Designer')],
        },
      },
    });
    // The chat's smaller selection, after Ana left and Liam joined.
    cache.writeQuery({
      query: NAMES,
      data: {
        loadSquad: {
          __typename: 'Squad',
          _id: 'post-1',
          members: [member('u1', 'Omar'), member('u3', 'Liam')],
        },
      },
    });
    const full = cache.readQuery({ query: FULL, returnPartialData: true }) as {
      loadSquad: { members: { user_id: string; title?: string }[] };
    };
    expect(full.loadSquad.members.map((m) => [m.user_id, m.title])).toEqual([
      ['u1', 'Founder'],
      ['u3', undefined],
    ]);
  });
});
