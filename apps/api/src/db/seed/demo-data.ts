// The demo community seeded on first start (DEMO_SEED) and by `npm run db:seed`.
//
// Plain data only, no database types: members, posts, applications and saves here; profile
// sections, connections and conversations in demo-profiles.ts, demo-connections.ts and
// demo-chat.ts. Members are referred to by e-mail (stable across re-seeds), never by id.

import { CROWD_MEMBERS, CROWD_POSTS } from './demo-crowd.js';
import { DEMO_EMAIL } from './demo-members.js';
import type { DemoPost } from './demo-types.js';

export * from './demo-members.js';

export const DEMO_POSTS: DemoPost[] = [
  {
    posted_by_email: 'amara.okafor@squadup.dev',
    title: 'Crop disease detector for smallholder farms',
    description:
      'Hackathon in three weeks: a phone app that spots cassava leaf disease offline. The model works; we need an app around it.',
    project_type: 'Hackathon',
    project_phase: 'Development',
    work_mode: 'hybrid',
    experience_level: 'intermediate',
    status: 'open',
    location_id: 'Lagos, Nigeria',
    tech_stack: ['Python', 'React Native', 'TensorFlow Lite'],
    requirements: {
      desired_skills: ['Mobile Development', 'React'],
      desired_roles: ['Frontend', 'Designer', 'Backend'],
    },
    // A squad filling up: 2 of 4 spots (demo-squads.ts).
    role_seats: [2, 1, 1],
    views_count: 42,
    starts_on: '2027-03-05',
    ends_on: '2027-03-07',
    apply_by_days: 14,
    hours_per_week: 15,
  },
  {
    posted_by_email: 'hana.sato@squadup.dev',
    title: 'Co-founder for a student budgeting startup',
    description:
      'Validated idea, 300 waitlist sign-ups. Looking for a technical co-founder to build the MVP with me.',
    project_type: 'Startup',
    project_phase: 'Ideation',
    work_mode: 'remote',
    experience_level: 'advanced',
    status: 'open',
    location_id: 'Tokyo, Japan',
    tech_stack: ['React', 'Node.js', 'PostgreSQL'],
    requirements: {
      desired_skills: ['Node.js', 'React', 'AWS'],
      desired_roles: ['Fullstack', 'Backend'],
    },
    views_count: 87,
  },
  {
    posted_by_email: 'noah.fischer@squadup.dev',
    title: 'Contributors for a tiny Postgres-backed job queue',
    description:
      'Open-source TypeScript job queue on PostgreSQL (SKIP LOCKED). Good first issues are labelled; reviews within a day.',
    project_type: 'Open Source',
    project_phase: 'Launched',
    work_mode: 'remote',
    experience_level: 'any',
    status: 'open',
    location_id: 'Remote',
    tech_stack: ['TypeScript', 'PostgreSQL', 'Node.js'],
    requirements: { desired_skills: ['TypeScript', 'SQL'], desired_roles: ['Backend', 'QA'] },
    views_count: 130,
  },
  {
    posted_by_email: 'priya.raman@squadup.dev',
    title: 'Campus lost-and-found app (course project)',
    description:
      'Software engineering course project: an Android app for the campus lost-and-found. Team of four, one seat left.',
    project_type: 'School Project',
    project_phase: 'Development',
    work_mode: 'in person',
    experience_level: 'beginner',
    status: 'open',
    location_id: 'Chennai, India',
    tech_stack: ['Java', 'Android', 'Firebase'],
    requirements: { desired_skills: ['Java'], desired_roles: ['Frontend', 'QA'] },
    views_count: 18,
  },
  {
    posted_by_email: 'lucas.moreau@squadup.dev',
    title: 'Accessible colour-palette generator',
    description:
      'A weekend tool that generates WCAG-compliant palettes from a brand colour. Design done, needs a developer.',
    project_type: 'Personal Project',
    project_phase: 'MVP',
    work_mode: 'remote',
    experience_level: 'beginner',
    status: 'open',
    location_id: 'Lyon, France',
    tech_stack: ['React', 'TypeScript'],
    requirements: { desired_skills: ['React', 'CSS'], desired_roles: ['Frontend'] },
    views_count: 25,
  },
  {
    posted_by_email: 'mateo.garcia@squadup.dev',
    title: 'Community homelab workshop series',
    description:
      'Monthly in-person workshops on self-hosting. Looking for co-organisers and speakers.',
    project_type: 'Other',
    project_phase: 'Maintenance',
    work_mode: 'in person',
    experience_level: 'any',
    status: 'open',
    location_id: 'Madrid, Spain',
    tech_stack: ['Docker', 'Linux', 'Kubernetes'],
    requirements: { desired_skills: ['DevOps', 'Docker'], desired_roles: ['Backend'] },
    views_count: 12,
  },
  {
    posted_by_email: DEMO_EMAIL,
    title: 'Realtime study-room finder',
    description:
      'Shows which library study rooms are free right now, from a sensor feed. Recruitment finished; thanks to everyone who applied!',
    project_type: 'Hackathon',
    project_phase: 'Launched',
    work_mode: 'hybrid',
    experience_level: 'intermediate',
    status: 'closed',
    location_id: 'Berlin, Germany',
    tech_stack: ['React', 'Node.js', 'socket.io'],
    requirements: { desired_skills: ['React', 'Node.js'], desired_roles: ['Frontend', 'Backend'] },
    // A full squad, 3 of 3: the post closed itself when the last seat filled.
    role_seats: [1, 2],
    auto_close: true,
    views_count: 64,
  },
  {
    posted_by_email: DEMO_EMAIL,
    title: 'Open-source recipe scaler',
    description:
      'Paste a recipe, pick servings, get scaled quantities with sensible units. Looking for a designer and a tester.',
    project_type: 'Open Source',
    project_phase: 'Development',
    work_mode: 'remote',
    experience_level: 'beginner',
    status: 'open',
    location_id: 'Berlin, Germany',
    tech_stack: ['TypeScript', 'React'],
    requirements: { desired_skills: ['Figma', 'TypeScript'], desired_roles: ['Designer', 'QA'] },
    views_count: 9,
  },
  ...CROWD_POSTS,
];

/**
 * A little activity around the demo member: applications in every state, each for a role, then
 * saves. An accepted applicant is a member of the post's squad in that role (seed-squads.ts
 * writes the squads from these rows, so the two always match).
 */
export interface DemoApplication {
  applicant_email: string;
  post_title: string;
  status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  role: string | null;
  message: string | null;
}

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    applicant_email: DEMO_EMAIL,
    post_title: 'Co-founder for a student budgeting startup',
    status: 'pending',
    role: 'Fullstack',
    message: 'I would love to build the MVP with you.',
  },
  {
    applicant_email: 'lucas.moreau@squadup.dev',
    post_title: 'Open-source recipe scaler',
    status: 'pending',
    role: 'Designer',
    message: 'Happy to design it.',
  },
  {
    applicant_email: 'priya.raman@squadup.dev',
    post_title: 'Open-source recipe scaler',
    status: 'accepted',
    role: 'QA',
    message: null,
  },
  {
    applicant_email: 'mateo.garcia@squadup.dev',
    post_title: 'Open-source recipe scaler',
    status: 'rejected',
    role: 'QA',
    message: 'I can test it on every browser I own.',
  },
  {
    applicant_email: 'hana.sato@squadup.dev',
    post_title: 'Open-source recipe scaler',
    status: 'withdrawn',
    role: 'Designer',
    message: 'Sorry, my startup keeps me too busy after all.',
  },
  {
    applicant_email: 'noah.fischer@squadup.dev',
    post_title: 'Realtime study-room finder',
    status: 'accepted',
    role: 'Backend',
    message: 'I can build the sensor feed backend.',
  },
  {
    applicant_email: 'amara.okafor@squadup.dev',
    post_title: 'Realtime study-room finder',
    status: 'accepted',
    role: 'Frontend',
    message: 'I built a live occupancy map last year; happy to do the UI.',
  },
  {
    applicant_email: 'priya.raman@squadup.dev',
    post_title: 'Realtime study-room finder',
    status: 'accepted',
    role: 'Backend',
    message: 'I can take the booking API.',
  },
  {
    applicant_email: DEMO_EMAIL,
    post_title: 'Contributors for a tiny Postgres-backed job queue',
    status: 'rejected',
    role: 'Backend',
    message: 'I use SKIP LOCKED at work every day.',
  },
  {
    applicant_email: DEMO_EMAIL,
    post_title: 'Crop disease detector for smallholder farms',
    status: 'accepted',
    role: 'Frontend',
    message: 'Happy to build the React Native app.',
  },
  {
    applicant_email: 'lucas.moreau@squadup.dev',
    post_title: 'Crop disease detector for smallholder farms',
    status: 'accepted',
    role: 'Designer',
    message: 'I can design the capture flow for low-end phones.',
  },
  // The crowd finds the demo member's open post: applications waiting for a decision.
  ...CROWD_MEMBERS.slice(0, 4).map((member) => ({
    applicant_email: member.email,
    post_title: 'Open-source recipe scaler',
    status: 'pending' as const,
    // The QA seat is Priya's: the open Designer seat is what the crowd applies for.
    role: 'Designer',
    message: 'I would like to help with this.',
  })),
];

/** Posts the demo member saved (by title). */
export const DEMO_SAVES = [
  { user_email: DEMO_EMAIL, post_title: 'Accessible colour-palette generator' },
  { user_email: DEMO_EMAIL, post_title: 'Community homelab workshop series' },
  { user_email: DEMO_EMAIL, post_title: 'Co-founder for a student budgeting startup' },
] as const;
