import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  answerBare,
  rawClientOf,
  recordStatements,
  statementText,
} from '../scripts/bench-api-bare.js';
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

// `npm run bench:api` compares the app with two floors; the comparison is fair only if they do
// the same work. For every operation the bench measures, on the bench's own data at a small size:
// the floor's answer (in process, as its server gives it) must equal the app's over HTTP, field
// by field; the bare floor must send the app's very statements (its session check aside) and
// answer the app's JSON.

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

type Answer = { data?: Record<string, unknown>; errors?: unknown };

function fromApp(operation: (typeof BENCH_OPERATIONS)[number]) {
  const { query } = webDocument(operation.document);
  const variables = operation.variables(data);
  const answer = async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ operationName: operation.document, query, variables }),
    });
    return (await response.json()) as Answer;
  };
  return { query, variables, answer };
}

it.each(BENCH_OPERATIONS)('$name: the floor answers what the app answers', async (operation) => {
  const { query, variables, answer } = fromApp(operation);
  const appAnswer = await answer();
  expect(appAnswer.errors).toBeUndefined();
  // Something to compare: the operation's root field answered (a list may be empty only when
  // the bench means it, as for the search of a missing word).
  expect(Object.values(appAnswer.data ?? {})[0]).toBeDefined();
  const fromFloor = JSON.parse(
    JSON.stringify(await floor.answer(token, query, variables)),
  ) as unknown;
  expect(fromFloor).toEqual(appAnswer);
});

it.each(BENCH_OPERATIONS)(
  "$name: the bare floor sends the app's statements, the session check aside, and its JSON",
  async (operation) => {
    const { query, variables, answer } = fromApp(operation);
    const client = rawClientOf(app.db);
    await answer(); // the token's bearer check is kept from here (modules/auth/session-cache.ts)
    const byApp = await recordStatements(client, answer);
    const bearer = await recordStatements(client, () => floor.viewer(token));
    const claims = bearer.result!;
    const recorded = await recordStatements(client, () => floor.run(claims, query, variables));
    const plan = {
      statements: recorded.statements,
      transactions: recorded.transactions,
      answer: recorded.result,
    };

    // The app sends no session check for a token it checked lately; the floor's is its own.
    const appStatements = byApp.statements.map(statementText);
    const [sessionCheck] = bearer.statements.map(statementText);
    expect(bearer.statements).toHaveLength(1);
    expect(appStatements).not.toContainEqual(sessionCheck);
    expect(plan.statements.map(statementText)).toEqual(appStatements);
    expect(appStatements.length).toBeGreaterThan(0);
    const replayed = await recordStatements(client, () => answerBare(client, plan));
    expect(replayed.statements.map(statementText)).toEqual(appStatements);
    expect(JSON.parse(replayed.result)).toEqual(byApp.result);
  },
);

it('refuses a token that is not live, as the app does', async () => {
  const { query } = webDocument('LoadPosts');
  expect(await floor.answer(`${token}x`, query, {})).toBeNull();
});
