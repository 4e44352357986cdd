import { useApolloClient, useMutation } from '@apollo/client/react';
import { sameTag } from '@/lib/tags';
import { UpdateProfileMutation } from '../api/profile-user';
import { CreateUserSkillMutation, skillsApi, SkillsByUserQuery } from '../api/skills';
import type { WelcomeFormValues } from '../lib/welcome-form';

/**
 * Saves the welcome step through the profile's own operations: updateUser for the title,
 * location and looking_for, then createUserSkill per new skill, in the order chosen. Skills the
 * member already has are skipped (ignoring case, as the server does), so saving again after a
 * failure halfway does not trip over the ones already created.
 */
export function useSaveWelcome(userId: string) {
  const client = useApolloClient();
  const [updateUser] = useMutation(UpdateProfileMutation);
  const [createSkill] = useMutation(CreateUserSkillMutation);

  return async ({
    title,
    location_id,
    looking_for,
    skills,
    proficiency_level,
  }: WelcomeFormValues) => {
    await updateUser({ variables: { input: { title, location_id, looking_for } } });
    if (skills.length === 0) return;
    const { data } = await client.query({
      query: SkillsByUserQuery,
      variables: { userId },
      fetchPolicy: 'network-only',
    });
    const existing = data ? skillsApi.items(data).map((skill) => skill.skill_name) : [];
    try {
      for (const skill_name of skills.filter((name) => !existing.some((s) => sameTag(s, name)))) {
        await createSkill({ variables: { userId, input: { skill_name, proficiency_level } } });
      }
    } finally {
      // The cached list no longer holds every skill: the profile asks the server again.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'getSkillsByUser' });
      client.cache.gc();
    }
  };
}
