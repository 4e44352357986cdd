// Pure rules of Find People: how search and filter input becomes SQL patterns. Who is listed
// (a first name, no block either way; the viewer too) lives in people.repo's visibility clause;
// docs/decisions/0007 explains it.
import { containsPattern as containsAnyCase } from '../../lib/like.js';

/** Searches shorter than this answer an empty list: too short for the trigram indexes to help. */
const SEARCH_MIN_CHARS = 2;

/** A case-insensitive "contains" pattern for lower(column) LIKE. */
export const containsPattern = (text: string): string => containsAnyCase(text.toLowerCase());

/**
 * The search box text as a contains-pattern, or null when there is nothing to search (blank,
 * shorter than SEARCH_MIN_CHARS, or no letter or digit): the service then answers [].
 * Inner runs of spaces collapse to one, as full names are stored "first last".
 */
export function searchPattern(input: string): string | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text.length < SEARCH_MIN_CHARS || !/[\p{L}\p{N}]/u.test(text)) return null;
  return containsPattern(text);
}

/** Skill names as compared by the filter: exact, case-insensitive. */
export const lowerSkills = (skills: readonly string[]): string[] =>
  skills.map((skill) => skill.toLowerCase());
