// The demo members (see demo-data.ts for the rest of the demo community).
import { PUBLISHED_DEMO_PASSWORD } from '../../config.js';
import { CROWD_MEMBERS } from './demo-crowd.js';
import type { DemoMember } from './demo-types.js';

/** The published demo password (README); production seeds only with DEMO_PASSWORD instead. */
export const DEMO_PASSWORD = PUBLISHED_DEMO_PASSWORD;
export const DEMO_EMAIL = 'demo@squadup.dev';

/** The hand-written members, then the crowd (demo-crowd.ts). */
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
      {
        skill_name: 'TypeScript',
        proficiency_level: 'intermediate',
        years_experience: 3,
        is_top: true,
      },
      {
        skill_name: 'PostgreSQL',
        proficiency_level: 'intermediate',
        years_experience: 2,
        is_top: false,
      },
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
      {
        skill_name: 'Machine Learning',
        proficiency_level: 'advanced',
        years_experience: 5,
        is_top: true,
      },
      {
        skill_name: 'Data Science',
        proficiency_level: 'advanced',
        years_experience: 5,
        is_top: true,
      },
      {
        skill_name: 'Docker',
        proficiency_level: 'intermediate',
        years_experience: 2,
        is_top: false,
      },
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
      {
        skill_name: 'UI/UX Design',
        proficiency_level: 'expert',
        years_experience: 7,
        is_top: true,
      },
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
      {
        skill_name: 'Mobile Development',
        proficiency_level: 'intermediate',
        years_experience: 1,
        is_top: true,
      },
      {
        skill_name: 'JavaScript',
        proficiency_level: 'beginner',
        years_experience: 1,
        is_top: false,
      },
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
      {
        skill_name: 'Product Management',
        proficiency_level: 'expert',
        years_experience: 9,
        is_top: true,
      },
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
      {
        skill_name: 'TypeScript',
        proficiency_level: 'advanced',
        years_experience: 5,
        is_top: true,
      },
      { skill_name: 'Rust', proficiency_level: 'intermediate', years_experience: 2, is_top: true },
      {
        skill_name: 'PostgreSQL',
        proficiency_level: 'advanced',
        years_experience: 5,
        is_top: false,
      },
    ],
  },
  ...CROWD_MEMBERS,
];
