// The rest of the demo community: members and posts made from small pools, the same on every run
// (no randomness), so Discover, Find People and the recommendations have enough to explore. The
// hand-written members, posts and squads in demo-members.ts and demo-data.ts tell the stories; the
// crowd fills the room around them. Every crowd member has a full profile.
import type { DemoMember, DemoPost, DemoProfile } from './demo-types.js';

type Level = DemoMember['skills'][number]['proficiency_level'];

/** A kind of member: their title, the skills they bring and what they build with. */
interface Track {
  title: string;
  skills: string[];
  role: string;
  bio: string;
  company: string;
  position: string;
  field: string;
}

const TRACKS: Track[] = [
  {
    title: 'Frontend developer',
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
    role: 'Frontend',
    bio: 'I build interfaces people enjoy using, and I care about keyboard users.',
    company: 'Brightpixel',
    position: 'Frontend Engineer',
    field: 'Computer Science',
  },
  {
    title: 'Backend engineer',
    skills: ['Node.js', 'PostgreSQL', 'Go', 'Docker'],
    role: 'Backend',
    bio: 'APIs, queues and databases. Happiest when the p99 is boring.',
    company: 'Stackyard',
    position: 'Backend Engineer',
    field: 'Software Engineering',
  },
  {
    title: 'Product designer',
    skills: ['Figma', 'UI Design', 'User Research', 'Prototyping'],
    role: 'Designer',
    bio: 'From interviews to prototypes: I make the first version feel obvious.',
    company: 'Formfold',
    position: 'Product Designer',
    field: 'Interaction Design',
  },
  {
    title: 'Data scientist',
    skills: ['Python', 'Machine Learning', 'Data Science', 'SQL'],
    role: 'Data',
    bio: 'Models that ship: I like small data, honest baselines and clear charts.',
    company: 'Numera',
    position: 'Data Scientist',
    field: 'Statistics',
  },
  {
    title: 'Mobile developer',
    skills: ['Mobile Development', 'React Native', 'Kotlin', 'Swift'],
    role: 'Mobile',
    bio: 'Apps that work offline and on a cheap phone. Weekend hackathon regular.',
    company: 'Pocketware',
    position: 'Mobile Developer',
    field: 'Computer Engineering',
  },
  {
    title: 'DevOps engineer',
    skills: ['DevOps', 'Kubernetes', 'AWS', 'Terraform'],
    role: 'DevOps',
    bio: 'CI that is fast and deploys that are dull. Happy to mentor on cloud basics.',
    company: 'Cloudmill',
    position: 'Site Reliability Engineer',
    field: 'Information Systems',
  },
  {
    title: 'Full-stack developer',
    skills: ['TypeScript', 'React', 'Node.js', 'GraphQL'],
    role: 'Fullstack',
    bio: 'I take features from database to button, and I like pairing with designers.',
    company: 'Makerloop',
    position: 'Software Engineer',
    field: 'Computer Science',
  },
  {
    title: 'Product manager',
    skills: ['Product Management', 'User Research', 'Pitching', 'Roadmapping'],
    role: 'Product',
    bio: 'I keep teams pointed at the problem and the demo on time.',
    company: 'Northstar Labs',
    position: 'Product Manager',
    field: 'Business Administration',
  },
];

const FIRST_NAMES = [
  'Aisha',
  'Bruno',
  'Chen',
  'Dara',
  'Elif',
  'Femi',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kavya',
  'Leon',
  'Maya',
  'Nikhil',
  'Olivia',
  'Pablo',
  'Qiang',
  'Rosa',
  'Samir',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Arjun',
  'Bea',
  'Caio',
  'Dalia',
  'Emil',
  'Farah',
  'Gabriel',
  'Hiro',
  'Ivy',
  'Jamal',
  'Kira',
  'Luca',
  'Mina',
  'Nadia',
  'Omar',
  'Paula',
  'Rafael',
  'Sana',
  'Tomas',
  'Uma',
  'Viktor',
  'Wanjiru',
  'Yara',
  'Zaid',
  'Alba',
  'Bilal',
  'Clara',
];
const LAST_NAMES = [
  'Adeyemi',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fernandes',
  'Gupta',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kim',
  'Lindqvist',
  'Mensah',
  'Novak',
  'Ortiz',
  'Petrova',
  'Quinn',
  'Rossi',
  'Silva',
  'Tanaka',
];
const PLACES = [
  { city: 'Berlin, Germany', school: 'TU Berlin' },
  { city: 'Toronto, Canada', school: 'University of Toronto' },
  { city: 'Bangalore, India', school: 'IIIT Bangalore' },
  { city: 'Nairobi, Kenya', school: 'University of Nairobi' },
  { city: 'São Paulo, Brazil', school: 'Universidade de São Paulo' },
  { city: 'Madrid, Spain', school: 'Universidad Politécnica de Madrid' },
  { city: 'Seoul, South Korea', school: 'KAIST' },
  { city: 'Amsterdam, Netherlands', school: 'University of Amsterdam' },
  { city: 'Remote', school: 'Open University' },
];
const LEVELS: Level[] = ['beginner', 'intermediate', 'advanced', 'expert'];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

/** The crowd's e-mail for member `i`: stable across runs, so re-seeding updates in place. */
const crowdEmail = (i: number) =>
  `${slug(pick(FIRST_NAMES, i))}.${slug(pick(LAST_NAMES, i * 7 + 3))}@crowd.squadup.dev`;

export const CROWD_MEMBERS: DemoMember[] = FIRST_NAMES.map((first, i) => {
  const track = pick(TRACKS, i);
  const place = pick(PLACES, i * 5 + 1);
  return {
    email: crowdEmail(i),
    first_name: first,
    last_name: pick(LAST_NAMES, i * 7 + 3),
    title: track.title,
    bio: track.bio,
    location_id: place.city,
    links: [{ name: 'GitHub', url: `https://github.com/${slug(first)}-${i}` }],
    skills: track.skills.map((skill_name, s) => ({
      skill_name,
      proficiency_level: pick(LEVELS, i + s),
      years_experience: 1 + ((i + s * 2) % 7),
      is_top: s < 2,
    })),
  };
});

export const CROWD_PROFILES: Record<string, DemoProfile> = Object.fromEntries(
  CROWD_MEMBERS.map((member, i) => {
    const track = pick(TRACKS, i);
    const place = pick(PLACES, i * 5 + 1);
    const graduated = 2014 + (i % 10);
    const studying = i % 4 === 0;
    return [
      member.email,
      {
        education: [
          {
            institution_name: place.school,
            degree: i % 3 === 0 ? 'MSc' : 'BSc',
            field_of_study: track.field,
            start_date: `${graduated - 3}-09-01`,
            end_date: studying ? null : `${graduated}-07-15`,
            is_current: studying,
          },
        ],
        experience: [
          {
            company_name: track.company,
            position: track.position,
            employment_type: studying ? 'Internship' : 'Full-time',
            location_id: place.city,
            start_date: `${graduated}-09-01`,
            end_date: null,
            is_current: true,
            description: `${track.position} on a small product team.`,
          },
        ],
        projects: [
          {
            title: `${pick(['Open', 'Tiny', 'Shared', 'Quiet', 'Fast'], i)} ${pick(['planner', 'tracker', 'board', 'notes', 'map'], i * 3)}`,
            description: `A side project built with ${track.skills.slice(0, 2).join(' and ')}.`,
            technologies: track.skills.slice(0, 3),
            github_url: `https://github.com/${slug(member.first_name)}-${i}/side-project`,
            is_current: i % 2 === 0,
          },
        ],
        achievements: [
          {
            title: pick(
              ['Hackathon finalist', 'Open-source maintainer', 'Dean’s list', 'Conference speaker'],
              i,
            ),
            description: 'Recognised for work done with a small team.',
          },
        ],
      },
    ];
  }),
);

interface PostIdea {
  title: string;
  description: string;
  type: DemoPost['project_type'];
  tech: string[];
  skills: string[];
  roles: string[];
}

const IDEAS: PostIdea[] = [
  {
    title: 'Climate data dashboard for city councils',
    description: 'Turning open emissions data into a dashboard councillors can read in a minute.',
    type: 'Hackathon',
    tech: ['React', 'D3.js', 'Python'],
    skills: ['Data Science', 'UI Design'],
    roles: ['Frontend', 'Data'],
  },
  {
    title: 'Peer tutoring matcher for first-years',
    description: 'Match first-year students with tutors by course and free hours. Course project.',
    type: 'School Project',
    tech: ['Node.js', 'PostgreSQL', 'React'],
    skills: ['Node.js', 'React'],
    roles: ['Backend', 'Frontend'],
  },
  {
    title: 'Offline-first field notes app for biologists',
    description: 'Researchers log sightings without signal; the app syncs when back in range.',
    type: 'Startup',
    tech: ['React Native', 'SQLite'],
    skills: ['Mobile Development'],
    roles: ['Mobile', 'Designer'],
  },
  {
    title: 'Accessible forms library',
    description: 'Form components that get labels, errors and focus right by default.',
    type: 'Open Source',
    tech: ['TypeScript', 'React'],
    skills: ['Accessibility', 'TypeScript'],
    roles: ['Frontend'],
  },
  {
    title: 'Home energy coach',
    description: 'A weekend prototype that explains a smart-meter export in plain words.',
    type: 'Personal Project',
    tech: ['Python', 'FastAPI'],
    skills: ['Python', 'Data Science'],
    roles: ['Backend', 'Data'],
  },
  {
    title: 'Kubernetes cost explainer',
    description: 'A CLI that tells a small team which workloads cost what, and why.',
    type: 'Open Source',
    tech: ['Go', 'Kubernetes'],
    skills: ['DevOps', 'Go'],
    roles: ['DevOps', 'Backend'],
  },
  {
    title: 'Festival volunteer scheduler',
    description: 'Shifts, swaps and reminders for a 300-volunteer music festival.',
    type: 'Other',
    tech: ['Vue.js', 'Node.js'],
    skills: ['Product Management', 'Node.js'],
    roles: ['Fullstack', 'Product'],
  },
  {
    title: 'Sign language flashcards',
    description: 'Short video flashcards for learning sign language, with spaced repetition.',
    type: 'Hackathon',
    tech: ['Swift', 'Kotlin'],
    skills: ['Mobile Development', 'UI Design'],
    roles: ['Mobile', 'Designer'],
  },
  {
    title: 'Research paper summariser for students',
    description: 'Summaries with citations a student can check, for a university AI challenge.',
    type: 'School Project',
    tech: ['Python', 'PyTorch'],
    skills: ['Machine Learning', 'Python'],
    roles: ['Data', 'Backend'],
  },
  {
    title: 'Marketplace for repaired electronics',
    description:
      'Repair cafés list what they fixed; neighbours buy it back. Pre-seed, two founders.',
    type: 'Startup',
    tech: ['Next.js', 'PostgreSQL', 'Stripe'],
    skills: ['React', 'Pitching'],
    roles: ['Fullstack', 'Product'],
  },
  {
    title: 'Bike lane gap finder',
    description: 'Crowd-sourced map of where bike lanes stop short, for a civic-tech weekend.',
    type: 'Hackathon',
    tech: ['Leaflet', 'TypeScript'],
    skills: ['TypeScript', 'Data Science'],
    roles: ['Frontend', 'Data'],
  },
];

const MODES: DemoPost['work_mode'][] = ['remote', 'hybrid', 'in person'];
const EXPERIENCE: DemoPost['experience_level'][] = ['beginner', 'intermediate', 'advanced', 'any'];
const PHASES: DemoPost['project_phase'][] = ['Ideation', 'Development', 'MVP', 'Launched'];
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD`, `days` from today (UTC): event dates that stay ahead of a fresh seed. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The crowd's posts: each idea three times by three different members (in its own words and
 * setting), open or closed; hackathons with dates and a deadline, and one whose deadline passed
 * (still readable, gone from Discover).
 */
export const CROWD_POSTS: DemoPost[] = Array.from({ length: 33 }, (_, i) => {
  const idea = pick(IDEAS, i);
  const round = Math.floor(i / IDEAS.length);
  const owner = CROWD_MEMBERS[(i * 5 + 2) % CROWD_MEMBERS.length]!;
  const hackathon = idea.type === 'Hackathon';
  const title = round === 0 ? idea.title : `${idea.title} (${pick(['v2', 'team B'], round - 1)})`;
  return {
    posted_by_email: owner.email,
    title,
    description: idea.description,
    project_type: idea.type,
    project_phase: pick(PHASES, i),
    work_mode: pick(MODES, i),
    experience_level: pick(EXPERIENCE, i * 3),
    status: i % 6 === 5 ? 'closed' : 'open',
    location_id: owner.location_id,
    tech_stack: idea.tech,
    requirements: { desired_skills: idea.skills, desired_roles: idea.roles },
    views_count: 5 + ((i * 17) % 90),
    hours_per_week: hackathon ? 20 : 4 + (i % 4) * 2,
    ...(hackathon
      ? {
          starts_on: dayFromToday(10 + i),
          ends_on: dayFromToday(12 + i),
          // The first hackathon's deadline passed yesterday: applying closed by itself.
          apply_by_days: i === 0 ? -1 : 7 + (i % 5),
        }
      : {}),
  };
});
