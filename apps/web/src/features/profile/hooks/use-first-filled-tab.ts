import { useQuery } from '@apollo/client/react';
import { DEFAULT_PROFILE_TAB, PROFILE_TABS, type ProfileTab } from '@squadup/shared';
import { achievementsApi } from '../api/achievements';
import { educationApi } from '../api/education';
import { experienceApi } from '../api/experience';
import { projectsApi } from '../api/projects';
import { skillsApi } from '../api/skills';

/** Skills first (what a post's owner looks for in an applicant), then the tabs in their order. */
const PREFERENCE: readonly ProfileTab[] = [
  'skills',
  ...PROFILE_TABS.filter((tab) => tab !== 'skills'),
];

/**
 * The tab a profile opens on when the address names none: the first section with something in
 * it, skills first; the default tab (education) when every section is empty. Null while the
 * sections load (or when `skip`). Each section's own list query is read, so the tab then shown
 * answers from the cache; one that fails counts as empty (its tab shows the error and a retry).
 */
export function useFirstFilledTab(userId: string, skip: boolean): ProfileTab | null {
  const options = { variables: { userId }, skip };
  const skills = useQuery(skillsApi.list, options);
  const education = useQuery(educationApi.list, options);
  const experience = useQuery(experienceApi.list, options);
  const projects = useQuery(projectsApi.list, options);
  const achievements = useQuery(achievementsApi.list, options);
  if (skip) return null;

  const counts: Record<ProfileTab, number | undefined> = {
    skills: skills.data && skillsApi.items(skills.data).length,
    education: education.data && educationApi.items(education.data).length,
    experience: experience.data && experienceApi.items(experience.data).length,
    projects: projects.data && projectsApi.items(projects.data).length,
    achievements: achievements.data && achievementsApi.items(achievements.data).length,
  };
  const loading = [skills, education, experience, projects, achievements].some(
    (section) => section.loading && !section.data,
  );
  if (loading) return null;
  return PREFERENCE.find((tab) => (counts[tab] ?? 0) > 0) ?? DEFAULT_PROFILE_TAB;
}
