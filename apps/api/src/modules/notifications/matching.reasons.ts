// The reasons a matching-posts mail shows under each post: short phrases built from what matched
// (matching.repo.ts reads the facts; wording lives here, pure, so it is tested without a database).

/** What a post has in common with the member. */
export interface MatchFacts {
  /** The member's skills the post asks for, as the member spells them, in their order. */
  skills: string[];
  /** Words of the member's title the post names (besides the role below), as they spell them. */
  titleWords: string[];
  /** The first of the post's desired roles that the member's title holds, as the post spells it. */
  role: string | null;
  /** The post's location when it is the member's. */
  location: string | null;
  /** The post is open to any level, or to the proficiency of one of the matched skills. */
  levelFits: boolean;
}

/** Skill names a reason spells out; more are counted ("and 2 more"). */
const NAMED_MAX = 3;

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
function listOf(names: string[], more = ''): string {
  const shown = names.slice(0, NAMED_MAX);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more${more}`;
  if (shown.length === 1) return shown[0]!;
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}`;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The reasons, strongest first: skills, the role, the title, the place, the level. */
export function matchReasons(facts: MatchFacts): string[] {
  const reasons: string[] = [];
  const { skills, titleWords, role, location, levelFits } = facts;
  if (skills.length === 1) reasons.push(`Needs ${skills[0]!}, one of your skills`);
  else if (skills.length > NAMED_MAX) reasons.push(`Needs ${listOf(skills, ' of your skills')}`);
  else if (skills.length > 1) reasons.push(`Needs ${listOf(skills)}, your skills`);
  if (role) reasons.push(`Looking for ${article(role)} ${role}`);
  if (titleWords.length > 0) reasons.push(`Matches your title: ${listOf(titleWords)}`);
  if (location) reasons.push(`Near you: ${location}`);
  if (levelFits) reasons.push('Open to your level');
  return reasons;
}
