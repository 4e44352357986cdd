// Realistic data at a chosen size for the explain scripts, generated inside the database
// (generate_series), so 1M posts seed in minutes rather than hours. Deterministic: a hash of the
// row number stands in for randomness, so two runs (main and a branch) see the same data.
import { sql } from 'drizzle-orm';
import { ROLE_SUGGESTIONS } from '@squadup/shared';
import type { DatabaseHandle } from '../../src/db/client.js';

type Db = DatabaseHandle['db'];

// Skewed like real tags: the first entries are far more common than the last.
export const TECH = [
  'React',
  'Node.js',
  'Python',
  'TypeScript',
  'Java',
  'Docker',
  'PostgreSQL',
  'AWS',
  'Go',
  'Kubernetes',
  'Django',
  'Flutter',
  'Vue',
  'GraphQL',
  'Redis',
  'Figma',
  'Swift',
  'Kotlin',
  'TensorFlow',
  'Angular',
  'Svelte',
  'Rust',
  'Unity',
  'C++',
  'Ruby',
  'Rails',
  'Next.js',
  'Tailwind',
  'Spark',
  'Pandas',
  'PyTorch',
  'Terraform',
  'Linux',
  'MongoDB',
  'Firebase',
  'Three.js',
  'Solidity',
  'Elixir',
  'WebRTC',
  'Arduino',
];
const ROLES = [...ROLE_SUGGESTIONS, 'Data Scientist'];
const WORDS = [
  'tracker',
  'planner',
  'marketplace',
  'assistant',
  'dashboard',
  'game',
  'platform',
  'bot',
  'analyser',
  'community',
  'scheduler',
  'visualiser',
  'detector',
  'finder',
  'generator',
];
const FIRST = [
  'Alice',
  'Ali',
  'Natalia',
  'Khalid',
  'Bob',
  'Carla',
  'David',
  'Emma',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Pablo',
  'Rosalind',
  'Sofia',
  'Tomas',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Zoe',
  'Amalia',
  'Malik',
  'Julia',
];
const LAST = [
  'Smith',
  'Garcia',
  'Kim',
  'Okafor',
  'Novak',
  'Rossi',
  'Tanaka',
  'Silva',
  'Haddad',
  'Berg',
];
const TITLES = [
  'Backend engineer',
  'Frontend developer',
  'Product designer',
  'Data scientist',
  'Fullstack developer',
  'Student',
  'Mobile developer',
  'DevOps engineer',
  'Product manager',
  'ML researcher',
];

const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
/** A pseudo-random number in [0, 1) from the row number g and a salt. */
const u = (salt: number) =>
  `(((g::bigint * ${2654435761 + salt * 40503}) % 1000003)::float8 / 1000003)`;
/** An element of `values`, uniform. */
const uniform = (values: string[], salt: number) =>
  sql.raw(`(${list(values)})[1 + floor(${u(salt)} * ${values.length})::int]`);
/** An element of `values`, skewed to the front (power 2). */
const skewed = (values: string[], salt: number) =>
  sql.raw(`(${list(values)})[1 + floor(power(${u(salt)}, 2) * ${values.length})::int]`);

export async function seedScale(db: Db, posts: number, members: number) {
  const started = Date.now();
  // ids in creation order (UUID v7 order is what Find People sorts by): uuid from a padded number.
  const idOf = (prefix: string, n: string) =>
    sql.raw(`(${prefix} || lpad(to_hex(${n}), 12, '0'))::uuid`);
  await db.execute(sql`insert into users (id, email, first_name, last_name, title, created_at)
    select ${idOf(`'01900000-0000-7000-8000-'`, 'g')}, 'member' || g || '@explain.test',
      ${uniform(FIRST, 1)}, ${uniform(LAST, 2)},
      case when g % 4 = 0 then null else ${uniform(TITLES, 3)} end,
      now() - ((${members} - g) || ' minutes')::interval
    from generate_series(1, ${members}) g`);
  await db.execute(sql`insert into user_skills (user_id, id, skill_name, "order")
    select ${idOf(`'01900000-0000-7000-8000-'`, '1 + (g / 4)')}, gen_random_uuid(), s.name, g % 4
    from generate_series(0, ${members * 4 - 1}) g
    cross join lateral (select ${skewed(TECH, 4)} as name) s
    on conflict do nothing`);
  await db.execute(sql`insert into posts (id, posted_by, title, description, tech_stack,
      desired_skills, desired_roles, project_type, work_mode, experience_level, status, created_at)
    select ${idOf(`'01800000-0000-7000-8000-'`, 'g')},
      ${idOf(`'01900000-0000-7000-8000-'`, `1 + floor(${u(5)} * ${members})::int`)},
      case when g % 3 = 0 then 'Project ' || g || ' ' || ${uniform(WORDS, 6)}
        else ${skewed(TECH, 7)} || ' ' || ${uniform(WORDS, 8)} end,
      'A ' || ${uniform(WORDS, 9)} || ' for people who like ' || ${skewed(TECH, 10)},
      array[${skewed(TECH, 11)}, ${skewed(TECH, 12)}, ${skewed(TECH, 13)}],
      array[${skewed(TECH, 14)}, ${skewed(TECH, 15)}],
      array[${uniform(ROLES, 16)}],
      (array['Hackathon','Startup','Open Source','School Project','Personal Project','Other'])[1 + g % 6],
      (array['remote','in person','hybrid'])[1 + g % 3],
      (array['beginner','intermediate','advanced','any'])[1 + (g / 7) % 4],
      case when g % 5 = 0 then 'closed' else 'open' end,
      now() - ((${posts} - g) || ' minutes')::interval
    from generate_series(1, ${posts}) g`);
  // Five applications and three saves per member on pseudo-random posts.
  await db.execute(sql`insert into applications (id, post_id, applicant_id, status, created_at)
    select gen_random_uuid(), ${idOf(`'01800000-0000-7000-8000-'`, `1 + floor(${u(17)} * ${posts})::int`)},
      ${idOf(`'01900000-0000-7000-8000-'`, '1 + g % ' + members)}, 'pending', now() - (g || ' seconds')::interval
    from generate_series(1, ${members * 5}) g on conflict do nothing`);
  await db.execute(sql`insert into saved_posts (id, post_id, user_id, created_at)
    select gen_random_uuid(), ${idOf(`'01800000-0000-7000-8000-'`, `1 + floor(${u(18)} * ${posts})::int`)},
      ${idOf(`'01900000-0000-7000-8000-'`, '1 + g % ' + members)}, now() - (g || ' seconds')::interval
    from generate_series(1, ${members * 3}) g on conflict do nothing`);
  // VACUUM as autovacuum would by now: it flushes the GIN pending lists (a fresh bulk load leaves
  // every new entry there, scanned linearly) and sets the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  return Date.now() - started;
}

/** The id of member n (1-based) as seeded. */
export const memberId = (n: number) =>
  `01900000-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
