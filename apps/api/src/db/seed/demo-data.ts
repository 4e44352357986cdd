// The demo community seeded on first start (DEMO_SEED) and by `npm run db:seed`.
//
// Plain data only, no database types: the users table exists now, but posts, skills, education,
// experience and connections arrive with later issues. Their demo rows already live here so each
// of those issues only adds the insert to seed.ts. Members are referred to by e-mail (stable
// across re-seeds), never by id.

export const DEMO_PASSWORD = 'squadup-demo';
export const DEMO_EMAIL = 'demo@squadup.dev';

export interface DemoMember {
  email: string;
  first_name: string;
  last_name: string;
  title: string;
  bio: string;
  location_id: string;
  links: { name: string; url: string }[];
  /** Later issue (profiles): user_skills rows. */
  skills: { skill_name: string; proficiency_level: 'beginner' | 'intermediate' | 'advanced' | 'expert'; years_experience: number; is_top: boolean }[];
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    email: DEMO_EMAIL,
    first_name: 'Demo',
    last_name: 'Member',
    title: 'Full-stack developer',
    bio: 'Exploring Squadup. I build web apps with React and Node.js and love weekend hackathons.',
    location_id: 'Berlin, Germany',
    links: [
      { name: 'GitHub', url: 'https://github.com/squadup-demo' },
      { name: 'Portfolio', url: 'https://squadup.dev' },
    ],
    skills: [
      { skill_name: 'React', proficiency_level: 'advanced', years_experience: 4, is_top: true },
      { skill_name: 'Node.js', proficiency_level: 'advanced', years_experience: 4, is_top: true },
      { skill_name: 'TypeScript', proficiency_level: 'intermediate', years_experience: 3, is_top: true },
      { skill_name: 'PostgreSQL', proficiency_level: 'intermediate', years_experience: 2, is_top: false },
    ],
  },
  {
    email: 'amara.okafor@squadup.dev',
    first_name: 'Amara',
    last_name: 'Okafor',
    title: 'ML engineer',
    bio: 'Computer vision for agriculture. Looking for frontend folks to turn models into products.',
    location_id: 'Lagos, Nigeria',
    links: [
      { name: 'GitHub', url: 'https://github.com/amara-okafor' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/in/amara-okafor' },
    ],
    skills: [
      { skill_name: 'Python', proficiency_level: 'expert', years_experience: 6, is_top: true },
      { skill_name: 'Machine Learning', proficiency_level: 'advanced', years_experience: 5, is_top: true },
      { skill_name: 'Data Science', proficiency_level: 'advanced', years_experience: 5, is_top: true },
      { skill_name: 'Docker', proficiency_level: 'intermediate', years_experience: 2, is_top: false },
    ],
  },
  {
    email: 'lucas.moreau@squadup.dev',
    first_name: 'Lucas',
    last_name: 'Moreau',
    title: 'Product designer',
    bio: 'UI/UX designer who prototypes in Figma and ships in code. Accessibility nerd.',
    location_id: 'Lyon, France',
    links: [{ name: 'Dribbble', url: 'https://dribbble.com/lucasmoreau' }],
    skills: [
      { skill_name: 'Figma', proficiency_level: 'expert', years_experience: 7, is_top: true },
      { skill_name: 'UI/UX Design', proficiency_level: 'expert', years_experience: 7, is_top: true },
      { skill_name: 'CSS', proficiency_level: 'advanced', years_experience: 5, is_top: false },
    ],
  },
  {
    email: 'priya.raman@squadup.dev',
    first_name: 'Priya',
    last_name: 'Raman',
    title: 'Computer science student',
    bio: 'Third-year CS student. Into mobile apps, open source and competitive programming.',
    location_id: 'Chennai, India',
    links: [
      { name: 'GitHub', url: 'https://github.com/priya-raman' },
      { name: 'LeetCode', url: 'https://leetcode.com/priya-raman' },
    ],
    skills: [
      { skill_name: 'Java', proficiency_level: 'intermediate', years_experience: 2, is_top: true },
      { skill_name: 'Mobile Development', proficiency_level: 'intermediate', years_experience: 1, is_top: true },
      { skill_name: 'JavaScript', proficiency_level: 'beginner', years_experience: 1, is_top: false },
    ],
  },
  {
    email: 'mateo.garcia@squadup.dev',
    first_name: 'Mateo',
    last_name: 'García',
    title: 'DevOps engineer',
    bio: 'Kubernetes by day, homelab by night. Happy to help side projects get to production.',
    location_id: 'Madrid, Spain',
    links: [{ name: 'Blog', url: 'https://mateo.example.com' }],
    skills: [
      { skill_name: 'DevOps', proficiency_level: 'expert', years_experience: 8, is_top: true },
      { skill_name: 'AWS', proficiency_level: 'advanced', years_experience: 6, is_top: true },
      { skill_name: 'Docker', proficiency_level: 'expert', years_experience: 8, is_top: true },
      { skill_name: 'Go', proficiency_level: 'intermediate', years_experience: 3, is_top: false },
    ],
  },
  {
    email: 'hana.sato@squadup.dev',
    first_name: 'Hana',
    last_name: 'Sato',
    title: 'Alumna, product manager',
    bio: 'Former founder, now PM at a fintech. Mentoring student teams and hunting for a startup co-founder.',
    location_id: 'Tokyo, Japan',
    links: [{ name: 'LinkedIn', url: 'https://www.linkedin.com/in/hana-sato' }],
    skills: [
      { skill_name: 'Product Management', proficiency_level: 'expert', years_experience: 9, is_top: true },
      { skill_name: 'SQL', proficiency_level: 'intermediate', years_experience: 4, is_top: false },
    ],
  },
  {
    email: 'noah.fischer@squadup.dev',
    first_name: 'Noah',
    last_name: 'Fischer',
    title: 'Backend developer',
    bio: 'Rust and TypeScript. Maintainer of a small open-source queue library; contributors welcome.',
    location_id: 'Remote',
    links: [{ name: 'GitHub', url: 'https://github.com/noah-fischer' }],
    skills: [
      { skill_name: 'TypeScript', proficiency_level: 'advanced', years_experience: 5, is_top: true },
      { skill_name: 'Rust', proficiency_level: 'intermediate', years_experience: 2, is_top: true },
      { skill_name: 'PostgreSQL', proficiency_level: 'advanced', years_experience: 5, is_top: false },
    ],
  },
];

/**
 * Later issue (posts): one post per row, covering every project type, both statuses, every work
 * mode and experience level. Field names and values are the spec's (work_mode stored lowercase).
 */
export interface DemoPost {
  posted_by_email: string;
  title: string;
  description: string;
  project_type: 'Hackathon' | 'Startup' | 'Open Source' | 'School Project' | 'Personal Project' | 'Other';
  project_phase: 'Ideation' | 'Development' | 'MVP' | 'Launched' | 'Maintenance';
  work_mode: 'remote' | 'in person' | 'hybrid';
  experience_level: 'beginner' | 'intermediate' | 'advanced' | 'any';
  status: 'open' | 'closed';
  location_id: string;
  tech_stack: string[];
  requirements: { desired_skills: string[]; desired_roles: string[] };
  views_count: number;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    posted_by_email: 'amara.okafor@squadup.dev',
    title: 'Crop disease detector for smallholder farms',
    description: 'Hackathon in three weeks: a phone app that spots cassava leaf disease offline. The model works; we need an app around it.',
    project_type: 'Hackathon', project_phase: 'Development', work_mode: 'hybrid', experience_level: 'intermediate',
    status: 'open', location_id: 'Lagos, Nigeria',
    tech_stack: ['Python', 'React Native', 'TensorFlow Lite'],
    requirements: { desired_skills: ['Mobile Development', 'React'], desired_roles: ['Frontend', 'Designer'] },
    views_count: 42,
  },
  {
    posted_by_email: 'hana.sato@squadup.dev',
    title: 'Co-founder for a student budgeting startup',
    description: 'Validated idea, 300 waitlist sign-ups. Looking for a technical co-founder to build the MVP with me.',
    project_type: 'Startup', project_phase: 'Ideation', work_mode: 'remote', experience_level: 'advanced',
    status: 'open', location_id: 'Tokyo, Japan',
    tech_stack: ['React', 'Node.js', 'PostgreSQL'],
    requirements: { desired_skills: ['Node.js', 'React', 'AWS'], desired_roles: ['Fullstack', 'Backend'] },
    views_count: 87,
  },
  {
    posted_by_email: 'noah.fischer@squadup.dev',
    title: 'Contributors for a tiny Postgres-backed job queue',
    description: 'Open-source TypeScript job queue on PostgreSQL (SKIP LOCKED). Good first issues are labelled; reviews within a day.',
    project_type: 'Open Source', project_phase: 'Launched', work_mode: 'remote', experience_level: 'any',
    status: 'open', location_id: 'Remote',
    tech_stack: ['TypeScript', 'PostgreSQL', 'Node.js'],
    requirements: { desired_skills: ['TypeScript', 'SQL'], desired_roles: ['Backend', 'QA'] },
    views_count: 130,
  },
  {
    posted_by_email: 'priya.raman@squadup.dev',
    title: 'Campus lost-and-found app (course project)',
    description: 'Software engineering course project: an Android app for the campus lost-and-found. Team of four, one seat left.',
    project_type: 'School Project', project_phase: 'Development', work_mode: 'in person', experience_level: 'beginner',
    status: 'open', location_id: 'Chennai, India',
    tech_stack: ['Java', 'Android', 'Firebase'],
    requirements: { desired_skills: ['Java'], desired_roles: ['Frontend', 'QA'] },
    views_count: 18,
  },
  {
    posted_by_email: 'lucas.moreau@squadup.dev',
    title: 'Accessible colour-palette generator',
    description: 'A weekend tool that generates WCAG-compliant palettes from a brand colour. Design done, needs a developer.',
    project_type: 'Personal Project', project_phase: 'MVP', work_mode: 'remote', experience_level: 'beginner',
    status: 'open', location_id: 'Lyon, France',
    tech_stack: ['React', 'TypeScript'],
    requirements: { desired_skills: ['React', 'CSS'], desired_roles: ['Frontend'] },
    views_count: 25,
  },
  {
    posted_by_email: 'mateo.garcia@squadup.dev',
    title: 'Community homelab workshop series',
    description: 'Monthly in-person workshops on self-hosting. Looking for co-organisers and speakers.',
    project_type: 'Other', project_phase: 'Maintenance', work_mode: 'in person', experience_level: 'any',
    status: 'open', location_id: 'Madrid, Spain',
    tech_stack: ['Docker', 'Linux', 'Kubernetes'],
    requirements: { desired_skills: ['DevOps', 'Docker'], desired_roles: ['Backend'] },
    views_count: 12,
  },
  {
    posted_by_email: DEMO_EMAIL,
    title: 'Realtime study-room finder',
    description: 'Shows which library study rooms are free right now, from a sensor feed. Recruitment finished; thanks to everyone who applied!',
    project_type: 'Hackathon', project_phase: 'Launched', work_mode: 'hybrid', experience_level: 'intermediate',
    status: 'closed', location_id: 'Berlin, Germany',
    tech_stack: ['React', 'Node.js', 'socket.io'],
    requirements: { desired_skills: ['React', 'Node.js'], desired_roles: ['Frontend', 'Backend'] },
    views_count: 64,
  },
  {
    posted_by_email: DEMO_EMAIL,
    title: 'Open-source recipe scaler',
    description: 'Paste a recipe, pick servings, get scaled quantities with sensible units. Looking for a designer and a tester.',
    project_type: 'Open Source', project_phase: 'Development', work_mode: 'remote', experience_level: 'beginner',
    status: 'open', location_id: 'Berlin, Germany',
    tech_stack: ['TypeScript', 'React'],
    requirements: { desired_skills: ['Figma', 'TypeScript'], desired_roles: ['Designer', 'QA'] },
    views_count: 9,
  },
];

/** Later issues (applications, connections): a little activity around the demo member. */
export const DEMO_APPLICATIONS = [
  { applicant_email: DEMO_EMAIL, post_title: 'Co-founder for a student budgeting startup', status: 'pending', message: 'I would love to build the MVP with you.' },
  { applicant_email: 'lucas.moreau@squadup.dev', post_title: 'Open-source recipe scaler', status: 'pending', message: 'Happy to design it.' },
  { applicant_email: 'priya.raman@squadup.dev', post_title: 'Open-source recipe scaler', status: 'accepted', message: null },
] as const;

export const DEMO_CONNECTIONS = [
  { requester_email: DEMO_EMAIL, addressee_email: 'noah.fischer@squadup.dev', status: 'accepted' },
  { requester_email: 'amara.okafor@squadup.dev', addressee_email: DEMO_EMAIL, status: 'pending' },
] as const;
