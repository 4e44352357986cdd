import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_OPERATION_NAMES } from './generated/operation-names.js';

// The web's typed documents, as codegen writes them: one `export const XDocument = {...}` each.
const webDocuments = readFileSync(
  new URL('../../../apps/web/src/gql/graphql.ts', import.meta.url),
  'utf8',
);
const OPERATION =
  /"kind":"OperationDefinition","operation":"(?:query|mutation|subscription)","name":\{"kind":"Name","value":"(\w+)"\}/g;

describe('WEB_OPERATION_NAMES', () => {
  it("lists exactly the web app's named operations (run `npm run codegen` after changing them)", () => {
    const inWeb = [...webDocuments.matchAll(OPERATION)].map((match) => match[1]);
    expect([...new Set(inWeb)].sort()).toEqual([...WEB_OPERATION_NAMES]);
    expect(WEB_OPERATION_NAMES.length).toBeGreaterThan(0);
  });
});
