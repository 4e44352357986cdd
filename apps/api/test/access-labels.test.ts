// Each relational access label is checked against behaviour: for every operation with one, a
// member who is not that relation is refused (the label's code) and one who is, is served
// (docs/decisions/0039). The worlds are in access-labels.ts; a new labelled operation fails here
// until its label's scenario has a case for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES, type AccessRule } from '../src/graphql/access-rules.js';
import { SOCKET_ACCESS_RULES } from '../src/realtime/access-rules.js';
import { LABEL_SCENARIOS, type RelationalLabel } from './access-labels.js';
import { startTestApp, type TestApp } from './app.js';
import { gqlAs } from './members.js';
import { memberSocket } from './sockets.js';
import { baselineValue, operations } from './sweep/schema-walk.js';

const UNRELATED: readonly AccessRule[] = ['member', 'public'];
const isRelational = (rule: string): rule is RelationalLabel =>
  !(UNRELATED as readonly string[]).includes(rule);

const labelled = Object.values(ACCESS_RULES).flatMap((rules) =>
  Object.entries(rules).flatMap(([name, rule]) => (isRelational(rule) ? [{ name, rule }] : [])),
);
const socketLabelled = Object.entries(SOCKET_ACCESS_RULES).flatMap(([event, rule]) =>
  rule !== 'authenticated' && rule !== 'member' ? [{ event, rule }] : [],
);
const byName = new Map(operations().map((operation) => [operation.name, operation]));

describe('access labels: every relational label has a scenario', () => {
  it('has a scenario for each label the rules use, and a case for each labelled operation', () => {
    const missing = labelled
      .filter(({ name, rule }) => !LABEL_SCENARIOS[rule]?.operations[name])
      .map(({ name, rule }) => `${name} ('${rule}')`);
    expect(missing, 'labelled operations without a scenario case').toEqual([]);
    const missingEvents = socketLabelled
      .filter(({ event, rule }) => !LABEL_SCENARIOS[rule as RelationalLabel]?.socket?.[event])
      .map(({ event, rule }) => `${event} ('${rule}')`);
    expect(missingEvents, 'labelled socket events without a scenario case').toEqual([]);
  });

  it('has no case for an operation the rules label otherwise', () => {
    const stale = Object.entries(LABEL_SCENARIOS).flatMap(([label, scenario]) =>
      Object.keys(scenario.operations)
        .filter((name) => !labelled.some((op) => op.name === name && op.rule === label))
        .map((name) => `${name} under '${label}'`),
    );
    expect(stale).toEqual([]);
  });

  it('covers the labels the rules name (about forty operations)', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(37);
  });
});

describe('access labels: refused to an outsider, served to the relation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  for (const { name, rule } of labelled) {
    const scenario = LABEL_SCENARIOS[rule];
    const testCase = scenario.operations[name];
    if (!testCase) continue; // reported by the listing test above
    const refusal = testCase.refusal ?? scenario.refusal;
    const expectation = testCase.outsiderCannotReach ? 'reaches only the caller' : refusal;
    it(`${name} ('${rule}'): an outsider ${expectation}, the relation is served`, async () => {
      const operation = byName.get(name);
      expect(operation, `${name} is not in the schema`).toBeDefined();
      const world = await scenario.build(app);
      const variables: Record<string, unknown> = {};
      for (const arg of operation!.field.args) {
        const generated = baselineValue(arg.name, arg.type, world.ids);
        if (arg.name in world.ids || String(arg.type).endsWith('!'))
          variables[arg.name] = generated;
      }
      Object.assign(variables, testCase.args?.(world));

      const outsider = await gqlAs(app, world.outsider.token, operation!.document, variables);
      if (testCase.outsiderCannotReach) {
        await testCase.outsiderCannotReach(app, world);
      } else {
        expect(outsider.code, JSON.stringify(outsider.errors)).toBe(refusal);
        expect(outsider.data?.[name] ?? null).toBeNull();
      }

      const insider = await gqlAs(app, world.insider.token, operation!.document, variables);
      expect(insider.errors, JSON.stringify(insider.errors)).toBeUndefined();
      expect(insider.data[name]).not.toBeNull();
    });
  }

  for (const { event, rule } of socketLabelled) {
    it(`socket ${event} ('${rule}'): refused to an outsider, served to the relation`, async () => {
      const scenario = LABEL_SCENARIOS[rule as RelationalLabel];
      const world = await scenario.build(app);
      const args = scenario.socket![event]!(world);
      const outsider = await memberSocket(app, world.outsider);
      const insider = await memberSocket(app, world.insider);
      try {
        const opened = scenario.opensChat?.[event]?.(world);
        if (opened) for (const client of [outsider, insider]) await client.ack('joinChat', opened);
        // A send's ack carries more (the refusal's message, the stored message): its code decides.
        expect(await outsider.ack(event, ...args)).toMatchObject({
          ok: false,
          code: scenario.refusal,
        });
        expect(await insider.ack(event, ...args)).toMatchObject({ ok: true });
      } finally {
        outsider.close();
        insider.close();
      }
    });
  }
});
