import { buildSquadupSchema } from '@squadup/shared/schema';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './apollo-cache';

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
