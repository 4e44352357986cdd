import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from '../../test/db.js';
import { buildConnection, buildUser } from '../../test/factories.js';
import { createLoaders } from './loaders.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('a request’s loaders', () => {
  it('makes a loader when first read, and keeps it for the request only', async () => {
    const member = await buildUser(database.db, { first_name: 'Ada' });
    const loaders = createLoaders(database.db, member.id);
    expect(Object.hasOwn(loaders, 'memberCard')).toBe(false);
    const memberCard = loaders.memberCard;
    expect(loaders.memberCard).toBe(memberCard);
    expect(Object.hasOwn(loaders, 'memberCard')).toBe(true);
    expect(Object.hasOwn(loaders, 'postView')).toBe(false);
    expect(createLoaders(database.db, member.id).memberCard).not.toBe(memberCard);
    expect((await memberCard.load(member.id))?.first_name).toBe('Ada');
  });

  it('gives each request the viewer it was made for', async () => {
    const [viewer, other] = [await buildUser(database.db), await buildUser(database.db)];
    await buildConnection(database.db, {
      requester_user_id: viewer.id,
      addressee_user_id: other.id,
    });
    const state = (viewerId: string | null) =>
      createLoaders(database.db, viewerId).connectionState.load(other.id);
    expect((await state(viewer.id)).status).toBe('accepted');
    expect((await state(null)).status).toBe('none');
  });
});
