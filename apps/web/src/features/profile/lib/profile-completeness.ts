// What a "complete" profile holds (docs/decisions/0033): the facts Discover's recommendations and
// Find People's search read (title, skills, what the member is looking for), where they are, and a
// face or a few words (photo or bio) so a match knows who they are writing to.

export const PROFILE_STEPS = ['title', 'location', 'skills', 'looking_for', 'about'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

export interface CompletenessFacts {
  title: string | null;
  location_id: string | null;
  photo: string | null;
  bio: string | null;
  looking_for: readonly string[];
  skillsCount: number;
}

export interface Completeness {
  done: number;
  total: number;
  /** In PROFILE_STEPS order, so the hint always lists them the same way. */
  missing: ProfileStep[];
}

const filled = (text: string | null) => (text ?? '').trim() !== '';

const DONE: Record<ProfileStep, (facts: CompletenessFacts) => boolean> = {
  title: (facts) => filled(facts.title),
  location: (facts) => filled(facts.location_id),
  skills: (facts) => facts.skillsCount > 0,
  looking_for: (facts) => facts.looking_for.length > 0,
  about: (facts) => filled(facts.photo) || filled(facts.bio),
};

/** How many of the five steps a profile has done, and which are missing. */
export function profileCompleteness(facts: CompletenessFacts): Completeness {
  const missing = PROFILE_STEPS.filter((step) => !DONE[step](facts));
  return { done: PROFILE_STEPS.length - missing.length, total: PROFILE_STEPS.length, missing };
}
