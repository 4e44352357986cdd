// Test data for profiles.test.ts: one description per section, so every operation is tested
// the same way for all five.
import { SECTION_LIMITS, TEXT_LIMITS } from '@squadup/shared';

export interface SectionCase {
  name: string;
  table: string;
  list: string;
  create: string;
  update: string;
  remove: string;
  idArg: string;
  inputType: string;
  updateType: string;
  fields: string;
  /** A valid create input; `n` makes it distinct (skill names must be unique). */
  valid(n: number): Record<string, unknown>;
  /** A text field to patch and its column. */
  textField: string;
  /** One input over a limit by one character, and the message it must answer. */
  tooLong: { input: Record<string, unknown>; message: string };
}

const x = (n: number) => 'x'.repeat(n);
const descriptionTooLong = {
  input: { description: x(SECTION_LIMITS.descriptionMax + 1) },
  message: `description: Description must be at most ${SECTION_LIMITS.descriptionMax} characters.`,
};
const STAMPS = '_id user_id order created_at updated_at';

export const SECTION_CASES: SectionCase[] = [
  {
    name: 'achievement',
    table: 'achievements',
    list: 'getAchievementsByUser',
    create: 'createAchievement',
    update: 'updateAchievement',
    remove: 'deleteAchievement',
    idArg: 'achievementId',
    inputType: 'AchievementInput',
    updateType: 'AchievementUpdateInput',
    fields: `${STAMPS} title description`,
    valid: (n) => ({ title: `Hackathon winner ${n}`, description: 'First place out of 40 teams.' }),
    textField: 'title',
    tooLong: descriptionTooLong,
  },
  {
    name: 'education',
    table: 'educations',
    list: 'getEducationByUser',
    create: 'createEducation',
    update: 'updateEducation',
    remove: 'deleteEducation',
    idArg: 'educationId',
    inputType: 'EducationInput',
    updateType: 'EducationUpdateInput',
    fields: `${STAMPS} institution_name location_id degree field_of_study start_date end_date is_current grade description`,
    valid: (n) => ({
      institution_name: `TU Berlin ${n}`,
      degree: 'BSc',
      field_of_study: 'Computer Science',
      start_date: '2019-10-01',
      end_date: '2022-09-30',
    }),
    textField: 'institution_name',
    tooLong: descriptionTooLong,
  },
  {
    name: 'experience',
    table: 'experiences',
    list: 'getExperienceByUser',
    create: 'createExperience',
    update: 'updateExperience',
    remove: 'deleteExperience',
    idArg: 'experienceId',
    inputType: 'ExperienceInput',
    updateType: 'ExperienceUpdateInput',
    fields: `${STAMPS} company_name position start_date end_date is_current description location_id employment_type`,
    valid: (n) => ({
      company_name: `Acme ${n}`,
      position: 'Backend developer',
      start_date: '2021-01-15',
      end_date: '2023-06-30',
      employment_type: 'Full-time',
    }),
    textField: 'company_name',
    tooLong: descriptionTooLong,
  },
  {
    name: 'project',
    table: 'user_projects',
    list: 'getProjectsByUser',
    create: 'createProject',
    update: 'updateProject',
    remove: 'deleteProject',
    idArg: 'projectId',
    inputType: 'ProjectInput',
    updateType: 'ProjectUpdateInput',
    fields: `${STAMPS} title description technologies project_url github_url start_date end_date is_current`,
    valid: (n) => ({
      title: `Recipe scaler ${n}`,
      technologies: ['React', 'Node.js'],
      github_url: 'https://github.com/example/recipes',
    }),
    textField: 'title',
    tooLong: {
      input: { description: x(TEXT_LIMITS.longMax + 1) },
      message: `description: Description must be at most ${TEXT_LIMITS.longMax} characters.`,
    },
  },
  {
    name: 'skill',
    table: 'user_skills',
    list: 'getSkillsByUser',
    create: 'createUserSkill',
    update: 'updateUserSkill',
    remove: 'deleteUserSkill',
    idArg: 'userSkillId',
    inputType: 'UserSkillInput',
    updateType: 'UserSkillUpdateInput',
    fields: `${STAMPS} skill_name proficiency_level years_experience is_top`,
    valid: (n) => ({ skill_name: `Skill ${n}`, proficiency_level: 'intermediate' }),
    textField: 'skill_name',
    tooLong: {
      input: { skill_name: x(TEXT_LIMITS.shortMax + 1) },
      message: `skill_name: Skill name must be at most ${TEXT_LIMITS.shortMax} characters.`,
    },
  },
];
