import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printWithTypenames } from '@/lib/graphql-prefetch';
import { LoadByRecommendationQuery, LoadPostsQuery } from './discover-first-screen';

describe("Discover's prefetched queries", () => {
  it('are sent as the text Apollo would send, so the answer fills the same fields', () => {
    for (const document of [LoadByRecommendationQuery, LoadPostsQuery] as DocumentNode[]) {
      expect(print(parse(printWithTypenames(document)))).toBe(
        print(addTypenameToDocument(document)),
      );
    }
  });
});
