import { memberContext, readerContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import {
  achievementSection as achievement,
  educationSection as education,
  experienceSection as experience,
  projectSection as project,
  skillSection as skill,
} from './profiles.sections.js';
import {
  createSectionItem as create,
  deleteSectionItem as remove,
  listSection as list,
  updateSectionItem as update,
} from './profiles.service.js';

export const profilesResolvers: Resolvers = {
  Query: {
    getAchievementsByUser: (_p, a, ctx) => list(readerContext(ctx), achievement, a.userId),
    getEducationByUser: (_p, a, ctx) => list(readerContext(ctx), education, a.userId),
    getExperienceByUser: (_p, a, ctx) => list(readerContext(ctx), experience, a.userId),
    getProjectsByUser: (_p, a, ctx) => list(readerContext(ctx), project, a.userId),
    getSkillsByUser: (_p, a, ctx) => list(readerContext(ctx), skill, a.userId),
  },
  Mutation: {
    createAchievement: (_p, a, ctx) => create(memberContext(ctx), achievement, a.userId, a.input),
    updateAchievement: (_p, a, ctx) =>
      update(memberContext(ctx), achievement, a.achievementId, a.input),
    deleteAchievement: (_p, a, ctx) => remove(memberContext(ctx), achievement, a.achievementId),
    createEducation: (_p, a, ctx) => create(memberContext(ctx), education, a.userId, a.input),
    updateEducation: (_p, a, ctx) => update(memberContext(ctx), education, a.educationId, a.input),
    deleteEducation: (_p, a, ctx) => remove(memberContext(ctx), education, a.educationId),
    createExperience: (_p, a, ctx) => create(memberContext(ctx), experience, a.userId, a.input),
    updateExperience: (_p, a, ctx) =>
      update(memberContext(ctx), experience, a.experienceId, a.input),
    deleteExperience: (_p, a, ctx) => remove(memberContext(ctx), experience, a.experienceId),
    createProject: (_p, a, ctx) => create(memberContext(ctx), project, a.userId, a.input),
    updateProject: (_p, a, ctx) => update(memberContext(ctx), project, a.projectId, a.input),
    deleteProject: (_p, a, ctx) => remove(memberContext(ctx), project, a.projectId),
    createUserSkill: (_p, a, ctx) => create(memberContext(ctx), skill, a.userId, a.input),
    updateUserSkill: (_p, a, ctx) => update(memberContext(ctx), skill, a.userSkillId, a.input),
    deleteUserSkill: (_p, a, ctx) => remove(memberContext(ctx), skill, a.userSkillId),
  },
};
