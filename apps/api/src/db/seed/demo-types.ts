// The shapes of the demo community's data (demo-data.ts and the files beside it): plain data,
// no database types. Apart, so the crowd (demo-crowd.ts) and the hand-written lists both use
// them without importing each other.

export interface DemoMember {
  email: string;
  first_name: string;
  last_name: string;
  title: string;
  bio: string;
  location_id: string;
  links: { name: string; url: string }[];
  /** user_skills rows (seeded by seed-profiles.ts). */
  skills: {
    skill_name: string;
    proficiency_level: 'beginner' | 'intermediate' | 'advanced' | 'expert';
    years_experience: number;
    is_top: boolean;
  }[];
}

export interface DemoEducation {
  institution_name: string;
  degree: string;
  field_of_study: string;
  location_id?: string;
  start_date: string;
  end_date: string | null;
  is_current: boolean;
  grade?: string;
  description?: string;
}

export interface DemoExperience {
  company_name: string;
  position: string;
  start_date: string;
  end_date: string | null;
  is_current: boolean;
  employment_type?: string;
  location_id?: string;
  description?: string;
}

export interface DemoProject {
  title: string;
  description: string;
  technologies: string[];
  project_url?: string;
  github_url?: string;
  start_date?: string;
  end_date?: string | null;
  is_current: boolean;
}

export interface DemoAchievement {
  title: string;
  description?: string;
}

export interface DemoProfile {
  education: DemoEducation[];
  experience: DemoExperience[];
  projects: DemoProject[];
  achievements: DemoAchievement[];
}

/**
 * One post per row, covering every project type, both statuses, every work
 * mode and experience level. Field names and values are the spec's (work_mode stored lowercase).
 */
export interface DemoPost {
  posted_by_email: string;
  title: string;
  description: string;
  project_type:
    'Hackathon' | 'Startup' | 'Open Source' | 'School Project' | 'Personal Project' | 'Other';
  project_phase: 'Ideation' | 'Development' | 'MVP' | 'Launched' | 'Maintenance';
  work_mode: 'remote' | 'in person' | 'hybrid';
  experience_level: 'beginner' | 'intermediate' | 'advanced' | 'any';
  status: 'open' | 'closed';
  location_id: string;
  tech_stack: string[];
  requirements: { desired_skills: string[]; desired_roles: string[] };
  /** Seats per desired role, in order (default: one each); the squads are in demo-squads.ts. */
  role_seats?: number[];
  /** Recruitment closes by itself when the last seat is filled. */
  auto_close?: boolean;
  views_count: number;
  /** When the project runs (YYYY-MM-DD). */
  starts_on?: string;
  ends_on?: string;
  /** The application deadline, in days from the seed's run (negative: already passed). */
  apply_by_days?: number;
  hours_per_week?: number;
}
