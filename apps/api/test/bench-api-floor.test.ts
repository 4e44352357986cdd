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
// by field; both floors must send the app's very statements (the bare floor makes no bearer check
// at all, and the app and the floor keep a recent one) and the bare floor answer the app's JSON.

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
  "$name: the floor and the bare floor send the app's statements, and the bare floor its JSON",
  async (operation) => {
    const { query, variables, answer } = fromApp(operation);
    const client = rawClientOf(app.db);
    // The bearer check is kept from here on, by the app and by the floor alike
    // (modules/auth/session-cache.ts).
    await answer();
    await floor.answer(token, query, variables);
    const byApp = await recordStatements(client, answer);
    const byFloor = await recordStatements(client, () => floor.answer(token, query, variables));
    const claims = (await floor.viewer(token))!;
    const recorded = await recordStatements(client, () => floor.run(claims, query, variables));
    const plan = {
      statements: recorded.statements,
      transactions: recorded.transactions,
      answer: recorded.result,
    };

    const appStatements = byApp.statements.map(statementText);
    expect(appStatements.length).toBeGreaterThan(0);
    expect(byFloor.statements.map(statementText)).toEqual(appStatements);
    expect(plan.statements.map(statementText)).toEqual(appStatements);
    const replayed = await recordStatements(client, () => answerBare(client, plan));
    expect(replayed.statements.map(statementText)).toEqual(appStatements);
    expect(JSON.parse(replayed.result)).toEqual(byApp.result);
  },
);

it("checks a token's session once, then keeps the answer as the app does", async () => {
  const fresh = createFloor({ db: app.db, config: app.config, log: createLogger(app.config) });
  const client = rawClientOf(app.db);
  const first = await recordStatements(client, () => fresh.viewer(token));
  const again = await recordStatements(client, () => fresh.viewer(token));
  expect(first.result?.userId).toBe(data.viewerId);
  expect(first.statements).toHaveLength(1);
  expect(again.result).toEqual(first.result);
  expect(again.statements).toHaveLength(0);
});

it('refuses a token that is not live, as the app does', async () => {
  const { query } = webDocument('LoadPosts');
  expect(await floor.answer(`${token}x`, query, {})).toBeNull();
});
