// Section-specific rules: dates (education, experience, project) and skills (unique names,
// proficiency stored lowercase).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildMember } from '../../../test/members.js';
import { selectRows } from '../../db/raw.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const EDU = '_id start_date end_date is_current';
const CREATE_EDU = `mutation($input: EducationInput!) { createEducation(input: $input) { ${EDU} } }`;
const UPDATE_EDU = `mutation($id: ID!, $input: EducationUpdateInput!) {
  updateEducation(educationId: $id, input: $input) { ${EDU} } }`;
const CREATE_EXP = `mutation($input: ExperienceInput!) { createExperience(input: $input) { ${EDU} } }`;
const CREATE_PROJECT = `mutation($input: ProjectInput!) { createProject(input: $input) {
  _id start_date end_date is_current technologies } }`;
const SKILL = '_id skill_name proficiency_level years_experience is_top order';
const CREATE_SKILL = `mutation($input: UserSkillInput!) { createUserSkill(input: $input) { ${SKILL} } }`;
const UPDATE_SKILL = `mutation($id: ID!, $input: UserSkillUpdateInput!) {
  updateUserSkill(userSkillId: $id, input: $input) { ${SKILL} } }`;
const SKILLS = `query($userId: ID) { getSkillsByUser(userId: $userId) { ${SKILL} } }`;

const DATE_ORDER = 'end_date: Start date must not be after end date.';
const education = {
  institution_name: 'TU Berlin',
  degree: 'BSc',
  field_of_study: 'Computer Science',
};

describe('section dates', () => {
  it('refuses a start after the end on create, for education, experience and projects', async () => {
    const ada = await buildMember(app);
    const dates = { start_date: '2023-05-01', end_date: '2022-01-01' };
    for (const [query, input] of [
      [CREATE_EDU, { ...education, ...dates }],
      [CREATE_EXP, { company_name: 'Acme', position: 'Dev', ...dates }],
      [CREATE_PROJECT, { title: 'Recipes', ...dates }],
    ] as const) {
      const res = await ada.gql(query, { input });
      expect(res.code).toBe('BAD_USER_INPUT');
      expect(res.message).toBe(DATE_ORDER);
    }
    const [counts] = await selectRows<{ n: number }>(
      app.db,
      sql`select (select count(*) from educations where user_id = ${ada.user.id})
        + (select count(*) from experiences where user_id = ${ada.user.id})
        + (select count(*) from user_projects where user_id = ${ada.user.id}) as n`,
    );
    expect(Number(counts!.n)).toBe(0);
  });

  it('refuses an impossible date', async () => {
    const ada = await buildMember(app);
    const res = await ada.gql(CREATE_EDU, { input: { ...education, start_date: '2024-02-30' } });
    expect(res.code).toBe('BAD_USER_INPUT');
    expect(res.message).toBe('start_date: Start date must be a valid date.');
  });

  it('answers dates as YYYY-MM-DD and clears the end date of a current item', async () => {
    const ada = await buildMember(app);
    const res = await ada.gql<{ createEducation: Record<string, unknown> }>(CREATE_EDU, {
      input: {
        ...education,
        start_date: '2020-09-01T00:00:00Z',
        end_date: '2024-06-30',
        is_current: true,
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.createEducation).toMatchObject({
      start_date: '2020-09-01',
      end_date: null,
      is_current: true,
    });
    const [row] = await selectRows<{ end_date: string | null }>(
      app.db,
      sql`select end_date from educations where user_id = ${ada.user.id}`,
    );
    expect(row!.end_date).toBeNull();
  });

  it('validates an update merged with the stored row (a new start after the stored end)', async () => {
    const ada = await buildMember(app);
    const created = await ada.gql<{ createEducation: { _id: string } }>(CREATE_EDU, {
      input: { ...education, start_date: '2019-10-01', end_date: '2022-09-30' },
    });
    const id = created.data.createEducation._id;
    const bad = await ada.gql(UPDATE_EDU, { id, input: { start_date: '2023-01-01' } });
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(bad.message).toBe(DATE_ORDER);
    const [row] = await selectRows<{ start_date: string }>(
      app.db,
      sql`select to_char(start_date, 'YYYY-MM-DD') as start_date from educations where id = ${id}`,
    );
    expect(row!.start_date).toBe('2019-10-01');
    // Ticking "current" later clears the stored end date.
    const current = await ada.gql<{ updateEducation: Record<string, unknown> }>(UPDATE_EDU, {
      id,
      input: { is_current: true },
    });
    expect(current.data.updateEducation).toMatchObject({ end_date: null, is_current: true });
    // …and then a start date after the old end is fine.
    const later = await ada.gql(UPDATE_EDU, { id, input: { start_date: '2023-01-01' } });
    expect(later.errors).toBeUndefined();
  });

  it('cleans project technologies (trimmed, duplicates dropped, empty list null)', async () => {
    const ada = await buildMember(app);
    const res = await ada.gql<{ createProject: { technologies: string[] | null } }>(
      CREATE_PROJECT,
      { input: { title: 'Recipes', technologies: [' React ', 'react', 'Go', ''] } },
    );
    expect(res.data.createProject.technologies).toEqual(['React', 'Go']);
    const empty = await ada.gql<{ createProject: { technologies: string[] | null } }>(
      CREATE_PROJECT,
      { input: { title: 'Other', technologies: [] } },
    );
    expect(empty.data.createProject.technologies).toBeNull();
  });
});

/** Experience and project follow education's date rules on create and on update. */
const DATED_SECTIONS = [
  {
    name: 'experience',
    table: 'experiences',
    create: 'createExperience',
    update: 'updateExperience',
    idArg: 'experienceId',
    inputType: 'ExperienceInput',
    updateType: 'ExperienceUpdateInput',
    input: { company_name: 'Acme', position: 'Dev' },
  },
  {
    name: 'project',
    table: 'user_projects',
    create: 'createProject',
    update: 'updateProject',
    idArg: 'projectId',
    inputType: 'ProjectInput',
    updateType: 'ProjectUpdateInput',
    input: { title: 'Recipes' },
  },
];

describe.each(DATED_SECTIONS)('$name dates', (s) => {
  type Dated = {
    _id: string;
    start_date: string | null;
    end_date: string | null;
    is_current: boolean;
  };
  const CREATE = `mutation($input: ${s.inputType}!) { ${s.create}(input: $input) { ${EDU} } }`;
  const UPDATE = `mutation($id: ID!, $input: ${s.updateType}!) {
    ${s.update}(${s.idArg}: $id, input: $input) { ${EDU} } }`;
  const stored = (userId: string) =>
    selectRows<{ start_date: string | null; end_date: string | null; is_current: boolean }>(
      app.db,
      sql`select to_char(start_date, 'YYYY-MM-DD') as start_date,
          to_char(end_date, 'YYYY-MM-DD') as end_date, is_current
        from ${sql.identifier(s.table)} where user_id = ${userId}`,
    );

  it('stores no end date for a current item, on create and on update', async () => {
    const ada = await buildMember(app);
    const created = await ada.gql<Record<string, Dated>>(CREATE, {
      input: { ...s.input, start_date: '2020-09-01', end_date: '2024-06-30', is_current: true },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data[s.create]).toMatchObject({
      start_date: '2020-09-01',
      end_date: null,
      is_current: true,
    });
    expect(await stored(ada.user.id)).toEqual([
      { start_date: '2020-09-01', end_date: null, is_current: true },
    ]);

    const bob = await buildMember(app);
    const past = await bob.gql<Record<string, Dated>>(CREATE, {
      input: { ...s.input, start_date: '2019-10-01', end_date: '2022-09-30' },
    });
    const id = past.data[s.create]!._id;
    const current = await bob.gql<Record<string, Dated>>(UPDATE, {
      id,
      input: { is_current: true, end_date: '2023-03-31' },
    });
    expect(current.errors).toBeUndefined();
    expect(current.data[s.update]).toMatchObject({ end_date: null, is_current: true });
    expect(await stored(bob.user.id)).toEqual([
      { start_date: '2019-10-01', end_date: null, is_current: true },
    ]);
  });

  it('refuses an update putting the start after the end (sent or stored); nothing changes', async () => {
    const ada = await buildMember(app);
    const created = await ada.gql<Record<string, Dated>>(CREATE, {
      input: { ...s.input, start_date: '2019-10-01', end_date: '2022-09-30' },
    });
    const id = created.data[s.create]!._id;
    for (const input of [
      { start_date: '2023-01-01' },
      { end_date: '2019-01-01' },
      { start_date: '2023-01-01', end_date: '2022-12-31' },
    ]) {
      const res = await ada.gql(UPDATE, { id, input });
      expect(res.code).toBe('BAD_USER_INPUT');
      expect(res.message).toBe(DATE_ORDER);
    }
    expect(await stored(ada.user.id)).toEqual([
      { start_date: '2019-10-01', end_date: '2022-09-30', is_current: false },
    ]);
  });
});

describe('skills', () => {
  it('stores the proficiency as its lowercase value', async () => {
    const ada = await buildMember(app);
    const res = await ada.gql<{ createUserSkill: Record<string, unknown> }>(CREATE_SKILL, {
      input: { skill_name: 'React', proficiency_level: 'advanced', years_experience: 3.5 },
    });
    expect(res.data.createUserSkill).toMatchObject({
      skill_name: 'React',
      proficiency_level: 'advanced',
      years_experience: 3.5,
      is_top: false,
    });
    const [row] = await selectRows<{ proficiency_level: string }>(
      app.db,
      sql`select proficiency_level from user_skills where user_id = ${ada.user.id}`,
    );
    expect(row!.proficiency_level).toBe('advanced');
  });

  it('refuses a second skill with the same name in another casing (CONFLICT), per member', async () => {
    const ada = await buildMember(app);
    const bob = await buildMember(app);
    const input = { skill_name: 'TypeScript', proficiency_level: 'expert' };
    expect((await ada.gql(CREATE_SKILL, { input })).errors).toBeUndefined();
    const again = await ada.gql(CREATE_SKILL, { input: { ...input, skill_name: ' typescript ' } });
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('You already have this skill.');
    // Another member may have the same skill.
    expect((await bob.gql(CREATE_SKILL, { input })).errors).toBeUndefined();

    const go = await ada.gql<{ createUserSkill: { _id: string } }>(CREATE_SKILL, {
      input: { skill_name: 'Go', proficiency_level: 'beginner' },
    });
    const rename = await ada.gql(UPDATE_SKILL, {
      id: go.data.createUserSkill._id,
      input: { skill_name: 'TYPESCRIPT' },
    });
    expect(rename.code).toBe('CONFLICT');
    const skills = await ada.gql<{ getSkillsByUser: { skill_name: string }[] }>(SKILLS);
    expect(skills.data.getSkillsByUser.map((s) => s.skill_name)).toEqual(['TypeScript', 'Go']);
  });

  it('refuses an unknown proficiency and a negative number of years', async () => {
    const ada = await buildMember(app);
    const bad = await ada.gql(CREATE_SKILL, {
      input: { skill_name: 'Rust', proficiency_level: 'guru' },
    });
    expect(bad.code).toBe('BAD_USER_INPUT');
    const negative = await ada.gql(CREATE_SKILL, {
      input: { skill_name: 'Rust', proficiency_level: 'beginner', years_experience: -1 },
    });
    expect(negative.code).toBe('BAD_USER_INPUT');
    expect(negative.message).toBe('years_experience: Years of experience must be 0 or more.');
  });
});
