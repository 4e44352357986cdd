import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COMMON_PASSWORDS_FILE = 'common-passwords.txt';
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less guessable one.';

// Read next to this module: src/modules/auth/ when run from source (tsx, vitest), dist/ in the
// bundle (tsup.config.ts copies the file there, and the Docker image ships dist/).
const here = dirname(fileURLToPath(import.meta.url));

/** The shipped list, lower-cased; `#` lines are comments. Throws when the file is missing. */
export function loadCommonPasswords(dir: string = here): ReadonlySet<string> {
  const text = readFileSync(join(dir, COMMON_PASSWORDS_FILE), 'utf8');
  const words = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.toLowerCase());
  if (words.length === 0) throw new Error(`${COMMON_PASSWORDS_FILE} holds no passwords`);
  return new Set(words);
}

/** Case-insensitive, and surrounding spaces do not make a common password uncommon. */
export const isCommonPassword = (list: ReadonlySet<string>, password: string): boolean =>
  list.has(password.trim().toLowerCase());
