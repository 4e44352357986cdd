// Profile sections of the demo members (skills live with the members in demo-members.ts).
// Dates are calendar dates; a current item has no end date.
import { CROWD_PROFILES } from './demo-crowd.js';
import { DEMO_EMAIL } from './demo-members.js';
import type { DemoProfile } from './demo-types.js';

const done = (start_date: string, end_date: string) => ({
  start_date,
  end_date,
  is_current: false,
});
const since = (start_date: string) => ({ start_date, end_date: null, is_current: true });

/** By member e-mail; every demo member has an entry. */
export const DEMO_PROFILES: Record<string, DemoProfile> = {
  [DEMO_EMAIL]: {
    education: [
      {
        institution_name: 'Technical University of Berlin',
        degree: 'MSc',
        field_of_study: 'Computer Science',
        location_id: 'Berlin, Germany',
        ...done('2018-10-01', '2020-09-30'),
        grade: '1.7',
        description:
          'Focus on distributed systems; thesis on offline-first sync for collaborative editors.',
      },
      {
        institution_name: 'University of Potsdam',
        degree: 'BSc',
        field_of_study: 'Computer Science',
        location_id: 'Potsdam, Germany',
        ...done('2015-10-01', '2018-09-30'),
        grade: '2.0',
      },
    ],
    experience: [
      {
        company_name: 'Fernweh Labs',
        position: 'Full-stack developer',
        ...since('2022-03-01'),
        employment_type: 'Full-time',
        location_id: 'Berlin, Germany',
        description:
          'React and Node.js for a travel-planning product; owns the GraphQL API and the design system.',
      },
      {
        company_name: 'Kiezkauf',
        position: 'Frontend developer',
        ...done('2020-10-01', '2022-02-28'),
        employment_type: 'Full-time',
        location_id: 'Berlin, Germany',
        description:
          'Built the shop front and checkout of a neighbourhood marketplace in React and TypeScript.',
      },
      {
        company_name: 'Freelance',
        position: 'Web developer',
        ...done('2017-05-01', '2020-09-30'),
        employment_type: 'Part-time',
        description: 'Small sites and booking tools for local businesses while studying.',
      },
    ],
    projects: [
      {
        title: 'Study-room finder',
        description:
          'Realtime map of free study rooms on campus, fed by room sensors and student check-ins.',
        technologies: ['React', 'Node.js', 'Socket.io'],
        github_url: 'https://github.com/squadup-demo/study-rooms',
        ...since('2024-09-01'),
      },
      {
        title: 'Recipe scaler',
        description: 'Scales recipes to any number of servings and converts units; open source.',
        technologies: ['TypeScript', 'Vite'],
        project_url: 'https://recipes.squadup.dev',
        ...done('2023-02-01', '2023-06-30'),
      },
    ],
    achievements: [
      {
        title: 'Winner, Berlin Civic Hackathon 2023',
        description:
          'Built a tool that maps broken street lights from citizen reports in 36 hours.',
      },
      { title: 'AWS Certified Developer – Associate' },
    ],
  },
  'amara.okafor@squadup.dev': {
    education: [
      {
        institution_name: 'University of Lagos',
        degree: 'MSc',
        field_of_study: 'Artificial Intelligence',
        location_id: 'Lagos, Nigeria',
        ...done('2017-09-01', '2019-07-31'),
        grade: 'Distinction',
        description: 'Thesis on leaf-disease detection with small convolutional networks.',
      },
      {
        institution_name: 'Covenant University',
        degree: 'BEng',
        field_of_study: 'Electrical Engineering',
        location_id: 'Ota, Nigeria',
        ...done('2012-09-01', '2017-07-31'),
      },
    ],
    experience: [
      {
        company_name: 'AgroVision',
        position: 'ML engineer',
        ...since('2021-01-15'),
        employment_type: 'Full-time',
        location_id: 'Lagos, Nigeria',
        description:
          'Computer-vision models that spot crop disease from phone photos, running on low-end devices.',
      },
      {
        company_name: 'Data Science Nigeria',
        position: 'Research assistant',
        ...done('2019-08-01', '2020-12-31'),
        employment_type: 'Contract',
        description: 'Curated agricultural image data sets and trained baseline models.',
      },
    ],
    projects: [
      {
        title: 'Crop disease detector',
        description:
          'On-device classifier for cassava and maize leaf diseases, 92% accuracy on field photos.',
        technologies: ['Python', 'PyTorch', 'TensorFlow Lite'],
        github_url: 'https://github.com/amara-okafor/crop-doctor',
        ...since('2023-04-01'),
      },
    ],
    achievements: [
      {
        title: 'Speaker, Deep Learning Indaba 2022',
        description: 'Talk on shrinking vision models for farmers’ phones.',
      },
      { title: 'Google PhD Fellowship finalist' },
    ],
  },
  'lucas.moreau@squadup.dev': {
    education: [
      {
        institution_name: 'École de design Nantes Atlantique',
        degree: 'Master',
        field_of_study: 'Interaction Design',
        location_id: 'Nantes, France',
        ...done('2014-09-01', '2017-06-30'),
        description: 'Studio projects on accessible public services.',
      },
    ],
    experience: [
      {
        company_name: 'Studio Lumen',
        position: 'Product designer',
        ...since('2020-02-01'),
        employment_type: 'Full-time',
        location_id: 'Lyon, France',
        description: 'Design systems and accessible UI for health and public-sector clients.',
      },
      {
        company_name: 'Freelance',
        position: 'UI designer',
        ...done('2017-07-01', '2020-01-31'),
        employment_type: 'Freelance',
        description: 'Branding and web design for start-ups around Lyon.',
      },
    ],
    projects: [
      {
        title: 'Palette checker',
        description:
          'Generates colour palettes that pass WCAG contrast for every text and background pair.',
        technologies: ['Figma', 'CSS', 'JavaScript'],
        project_url: 'https://palettes.example.com',
        ...since('2024-01-10'),
      },
      {
        title: 'Open icon set',
        description: 'Two hundred hand-drawn line icons, free for open-source projects.',
        technologies: ['Figma', 'SVG'],
        ...done('2021-03-01', '2021-11-30'),
      },
    ],
    achievements: [{ title: 'Red Dot Award: Brand & Communication Design 2021' }],
  },
  'priya.raman@squadup.dev': {
    education: [
      {
        institution_name: 'Anna University',
        degree: 'BTech',
        field_of_study: 'Computer Science and Engineering',
        location_id: 'Chennai, India',
        ...since('2022-08-01'),
        grade: '8.9 CGPA',
        description: 'Coursework in algorithms, operating systems and mobile development.',
      },
      {
        institution_name: 'Sri Sankara Senior Secondary School',
        degree: 'Higher Secondary',
        field_of_study: 'Mathematics and Computer Science',
        location_id: 'Chennai, India',
        ...done('2020-06-01', '2022-05-31'),
      },
    ],
    experience: [
      {
        company_name: 'Zoho',
        position: 'Software engineering intern',
        ...done('2024-05-15', '2024-07-31'),
        employment_type: 'Internship',
        location_id: 'Chennai, India',
        description: 'Android features for an invoicing app; cut cold start time by 30%.',
      },
    ],
    projects: [
      {
        title: 'Campus lost-and-found',
        description: 'Android app where students post and claim lost items, with photo matching.',
        technologies: ['Java', 'Android', 'Firebase'],
        github_url: 'https://github.com/priya-raman/lost-found',
        ...since('2024-10-01'),
      },
    ],
    achievements: [
      {
        title: 'ICPC Asia Chennai Regional, top 50',
        description: 'Team of three, eight problems solved.',
      },
      { title: 'Google Summer of Code 2024 contributor' },
    ],
  },
  'mateo.garcia@squadup.dev': {
    education: [
      {
        institution_name: 'Universidad Politécnica de Madrid',
        degree: 'BSc',
        field_of_study: 'Telecommunications Engineering',
        location_id: 'Madrid, Spain',
        ...done('2010-09-01', '2015-06-30'),
      },
    ],
    experience: [
      {
        company_name: 'Cabify',
        position: 'Senior DevOps engineer',
        ...since('2019-04-01'),
        employment_type: 'Full-time',
        location_id: 'Madrid, Spain',
        description: 'Runs the Kubernetes platform and the CI pipelines for 200 engineers.',
      },
      {
        company_name: 'Telefónica',
        position: 'Systems engineer',
        ...done('2015-09-01', '2019-03-31'),
        employment_type: 'Full-time',
        location_id: 'Madrid, Spain',
        description: 'Automated data-centre provisioning with Ansible and Terraform.',
      },
    ],
    projects: [
      {
        title: 'Homelab workshops',
        description:
          'Monthly workshops teaching students to self-host apps on second-hand hardware.',
        technologies: ['Docker', 'Kubernetes', 'Proxmox'],
        project_url: 'https://mateo.example.com/homelab',
        ...since('2023-09-01'),
      },
    ],
    achievements: [
      { title: 'Certified Kubernetes Administrator (CKA)' },
      {
        title: 'Speaker, KubeCon Europe 2023',
        description: 'Lightning talk on cheap multi-cluster backups.',
      },
    ],
  },
  'hana.sato@squadup.dev': {
    education: [
      {
        institution_name: 'Keio University',
        degree: 'MBA',
        field_of_study: 'Business Administration',
        location_id: 'Tokyo, Japan',
        ...done('2015-04-01', '2017-03-31'),
      },
      {
        institution_name: 'Waseda University',
        degree: 'BA',
        field_of_study: 'Economics',
        location_id: 'Tokyo, Japan',
        ...done('2009-04-01', '2013-03-31'),
        description: 'Minor in information science; ran the entrepreneurship club.',
      },
    ],
    experience: [
      {
        company_name: 'Kakeibo Pay',
        position: 'Product manager',
        ...since('2021-06-01'),
        employment_type: 'Full-time',
        location_id: 'Tokyo, Japan',
        description: 'Leads the budgeting features of a consumer fintech app with 400k users.',
      },
      {
        company_name: 'Tsumiki',
        position: 'Co-founder and CEO',
        ...done('2017-04-01', '2021-05-31'),
        employment_type: 'Full-time',
        description: 'Founded an ed-tech start-up for kids’ coding clubs; acquired in 2021.',
      },
      {
        company_name: 'Rakuten',
        position: 'Business analyst',
        ...done('2013-04-01', '2015-03-31'),
        employment_type: 'Full-time',
      },
    ],
    projects: [
      {
        title: 'Student budget coach',
        description: 'A start-up idea: a chat coach that helps students plan their monthly budget.',
        technologies: ['Product discovery', 'SQL'],
        ...since('2024-11-01'),
      },
    ],
    achievements: [
      {
        title: 'Forbes 30 Under 30 Asia, Social Impact 2019',
        description: 'For Tsumiki’s free coding clubs in rural schools.',
      },
    ],
  },
  'noah.fischer@squadup.dev': {
    education: [
      {
        institution_name: 'ETH Zurich',
        degree: 'BSc',
        field_of_study: 'Computer Science',
        location_id: 'Zurich, Switzerland',
        ...done('2014-09-01', '2017-08-31'),
      },
    ],
    experience: [
      {
        company_name: 'Tinyqueue',
        position: 'Maintainer',
        ...since('2022-01-01'),
        employment_type: 'Open source',
        description:
          'Maintains a Postgres-backed job queue library used by a few hundred projects.',
      },
      {
        company_name: 'Stripe',
        position: 'Backend engineer',
        ...done('2018-02-01', '2021-12-31'),
        employment_type: 'Full-time',
        location_id: 'Remote',
        description: 'Payments infrastructure in Ruby and Go; on-call for the ledger service.',
      },
    ],
    projects: [
      {
        title: 'tinyqueue',
        description:
          'A small job queue on PostgreSQL with SKIP LOCKED, retries and a web dashboard.',
        technologies: ['Rust', 'PostgreSQL', 'TypeScript'],
        github_url: 'https://github.com/noah-fischer/tinyqueue',
        ...since('2022-01-01'),
      },
      {
        title: 'pg-explain-viz',
        description: 'Turns EXPLAIN ANALYZE output into a readable flame graph.',
        technologies: ['TypeScript', 'D3'],
        ...done('2020-05-01', '2020-08-31'),
      },
    ],
    achievements: [{ title: 'Rust Foundation community grant 2023' }],
  },
  ...CROWD_PROFILES,
};
