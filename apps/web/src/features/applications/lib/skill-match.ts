import type { PostApplicantsQuery } from '@/gql/graphql';

/** An applicant's skill match, as the applicants list reads it. */
export type SkillMatch = NonNullable<
  PostApplicantsQuery['loadApplicationsByPostId'][number]['skill_match']
>;

const skills = (count: number) => `${count} ${count === 1 ? 'skill' : 'skills'}`;

/**
 * How an applicant's skills meet the post's: "Matches 2 of 5 skills: React, SQL", or "None of this
 * post's 5 skills"; null when the post asks for no skill (or the match is unknown).
 */
export function skillMatchText(match: SkillMatch | null): string | null {
  if (!match || match.wanted === 0) return null;
  if (match.matched.length === 0) return `None of this post's ${skills(match.wanted)}`;
  return `Matches ${match.matched.length} of ${skills(match.wanted)}: ${match.matched.join(', ')}`;
}

/** How much of what the post asks for the applicant has, for the line's tone. */
export function skillMatchLevel(match: SkillMatch): 'none' | 'some' | 'all' {
  if (match.matched.length === 0) return 'none';
  return match.matched.length >= match.wanted ? 'all' : 'some';
}
