import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { gqlAs, tokenFor } from '../../../test/members.js';
import { selectRows } from '../raw.js';
import { normaliseEmail, users } from '../schema/index.js';
import { DEMO_EMAIL } from './demo-data.js';
import { seedDemoData } from './seed.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const MY_SQUADS = `query {
  getMySquads {
    _id is_owner spots_total spots_filled unread_count chat_id
    post { title status }
    members { first_name role is_owner }
  }
}`;
interface MySquads {
  getMySquads: {
    _id: string;
    is_owner: boolean;
    spots_total: number;
    spots_filled: number;
    unread_count: number;
    chat_id: string;
    post: { title: string; status: string };
    members: { first_name: string; role: string | null; is_owner: boolean }[];
  }[];
}

/** Every squad row, chat member and message of the demo squads, as comparable text. */
const squadRows = () =>
  selectRows<{ post: string; squad: string[]; chat: string[]; lines: string[]; texts: number }>(
    app.db,
    sql`select p.title as post,
        (select array_agg(u.first_name || ':' || coalesce(sm.role, 'owner') || ':' || sm.is_owner
            order by u.first_name)
          from squad_members sm join users u on u.id = sm.user_id where sm.post_id = p.id) as squad,
        (select array_agg(u.first_name order by u.first_name)
          from chat_members cm join users u on u.id = cm.user_id where cm.chat_id = c.id) as chat,
        (select array_agg(m.content order by m.id)
          from messages m where m.chat_id = c.id and m.kind = 'system') as lines,
        (select count(*)::int from messages m where m.chat_id = c.id and m.kind = 'text') as texts
      from posts p join chats c on c.post_id = p.id and c.kind = 'squad'
      order by p.title`,
  );

describe('demo squad seed', () => {
  it('seeds three squads with their members, chats and join lines, once', async () => {
    await seedDemoData(app.db);
    const first = await squadRows();
    expect(first).toEqual([
      {
        post: 'Crop disease detector for smallholder farms',
        squad: ['Amara:owner:true', 'Demo:Frontend:false', 'Lucas:Designer:false'],
        chat: ['Amara', 'Demo', 'Lucas'],
        lines: ['Demo Member joined as Frontend', 'Lucas Moreau joined as Designer'],
        texts: 10,
      },
      {
        post: 'Open-source recipe scaler',
        squad: ['Demo:owner:true', 'Priya:QA:false'],
        chat: ['Demo', 'Priya'],
        lines: ['Priya Raman joined as QA'],
        texts: 11,
      },
      {
        post: 'Realtime study-room finder',
        squad: [
          'Amara:Frontend:false',
          'Demo:owner:true',
          'Noah:Backend:false',
          'Priya:Backend:false',
        ],
        chat: ['Amara', 'Demo', 'Noah', 'Priya'],
        lines: [
          'Noah Fischer joined as Backend',
          'Amara Okafor joined as Frontend',
          'Priya Raman joined as Backend',
        ],
        texts: 9,
      },
    ]);

    await seedDemoData(app.db);
    expect(await squadRows()).toEqual(first);
  });

  it('matches every accepted application to a squad member in its role, owners without one', async () => {
    await seedDemoData(app.db);
    const mismatches = await selectRows<{ post_id: string; user_id: string }>(
      app.db,
      sql`(select a.post_id, a.applicant_id as user_id from applications a
            where a.status = 'accepted'
          except
          select sm.post_id, sm.user_id from squad_members sm where not sm.is_owner)
        union all
        (select sm.post_id, sm.user_id from squad_members sm where not sm.is_owner
          except
          select a.post_id, a.applicant_id from applications a
            join squad_members s on s.post_id = a.post_id and s.user_id = a.applicant_id
            where a.status = 'accepted' and a.role is not distinct from s.role)
        union all
        (select sm.post_id, sm.user_id from squad_members sm
          join applications a on a.post_id = sm.post_id and a.applicant_id = sm.user_id
          where sm.is_owner)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('shows the demo member a filling, a full and an own squad with unread lines', async () => {
    await seedDemoData(app.db);
    const [demo] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(DEMO_EMAIL)));
    const token = await tokenFor(app, demo!);
    const { data, errors } = await gqlAs<MySquads>(app, token, MY_SQUADS);
    expect(errors).toBeUndefined();
    const seen = data.getMySquads
      .map((s) => ({
        title: s.post.title,
        status: s.post.status,
        owner: s.is_owner,
        spots: `${s.spots_filled}/${s.spots_total}`,
        unread: s.unread_count,
        members: s.members.length,
      }))
      .sort((a, b) => a.title.localeCompare(b.title));
    expect(seen).toEqual([
      {
        title: 'Crop disease detector for smallholder farms',
        status: 'open',
        owner: false,
        spots: '2/4',
        unread: 3,
        members: 3,
      },
      {
        title: 'Open-source recipe scaler',
        status: 'open',
        owner: true,
        spots: '1/2',
        unread: 1,
        members: 2,
      },
      {
        title: 'Realtime study-room finder',
        status: 'closed',
        owner: true,
        spots: '3/3',
        unread: 2,
        members: 4,
      },
    ]);
  });
});
