import { afterAll, beforeAll, expect, it } from 'vitest';
import { webDocument } from '../scripts/bench-api-documents.js';
import { createFloor, type Floor } from '../scripts/bench-api-floor-core.js';
import { BENCH_OPERATIONS } from '../scripts/bench-api-ops.js';
import {
  seedBenchData,
  VIEWER_EMAIL,
  VIEWER_PASSWORD,
  type BenchData,
} from '../scripts/bench-api-seed.js';
import { createLogger } from '../src/lib/logger.js';
import { startTestApp, type TestApp } from './app.js';

// `npm run bench:api` compares the app with a floor; the comparison is fair only if the floor
// does the same work. For every operation the bench measures, the floor's answer (in process,
// as its server gives it) must equal the app's over HTTP, field by field, on the bench's own
// data at a small size.

let app: TestApp;
let floor: Floor;
let data: BenchData;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  data = await seedBenchData(app.db, { members: 300, posts: 1500 });
  floor = createFloor({ db: app.db, config: app.config, log: createLogger(app.config) });
  const response = await fetch(`${app.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: VIEWER_EMAIL, password: VIEWER_PASSWORD }),
  });
  token = ((await response.json()) as { accessToken: string }).accessToken;
}, 120_000);
afterAll(() => app.stop());

it.each(BENCH_OPERATIONS)('$name: the floor answers what the app answers', async (operation) => {
  const { query } = webDocument(operation.document);
  const variables = operation.variables(data);
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ operationName: operation.document, query, variables }),
  });
  const fromApp = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(fromApp.errors).toBeUndefined();
  // Something to compare: the operation's root field answered (a list may be empty only when
  // the bench means it, as for the search of a missing word).
  expect(Object.values(fromApp.data ?? {})[0]).toBeDefined();
  const fromFloor = JSON.parse(
    JSON.stringify(await floor.answer(token, query, variables)),
  ) as unknown;
  expect(fromFloor).toEqual(fromApp);
});

it('refuses a token that is not live, as the app does', async () => {
  const { query } = webDocument('LoadPosts');
  expect(await floor.answer(`${token}x`, query, {})).toBeNull();
});
