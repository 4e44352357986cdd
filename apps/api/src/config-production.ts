// What production refuses at start-up (docs/decisions/0035-production-refusals.md): a JWT_SECRET
// anyone could know or guess, and demo members signing in with the password the README publishes.
import { newPasswordSchema } from '@squadup/shared';
import { JWT_SECRET_MIN_LENGTH } from './config-secret.js';

/** The demo member's password everywhere the README is read; refused in production. */
export const PUBLISHED_DEMO_PASSWORD = 'squadup-demo';

/**
 * Every JWT_SECRET the repository has published (in .env.example, the old development default and
 * the end-to-end set-up). Secrets that are merely predictable need no entry: the estimate refuses them.
 */
const PUBLISHED_JWT_SECRETS: ReadonlySet<string> = new Set([
  'replace-with-output-of-openssl-rand-hex-32',
  'squadup-development-secret-do-not-use-in-production',
  'e2e-secret-at-least-32-characters-long!!',
]);

/**
 * The least estimated strength accepted. 128-bit random secrets (`openssl rand -hex 16`, 32
 * characters) estimate at about 128 and keep a wide margin for chance runs and repeats; the
 * predictable shapes (one character repeated, a short block repeated, abc…/123… runs) estimate
 * well under 50.
 */
const JWT_SECRET_MIN_BITS = 100;

const GENERATE = 'openssl rand -hex 32';

function alphabetBits(secret: string): number {
  if (/^[0-9a-f]+$/.test(secret) || /^[0-9A-F]+$/.test(secret)) return 4; // hex digits
  let size = 0;
  if (/[a-z]/.test(secret)) size += 26;
  if (/[A-Z]/.test(secret)) size += 26;
  if (/[0-9]/.test(secret)) size += 10;
  if (/[^a-zA-Z0-9]/.test(secret)) size += 33; // the printable ASCII symbols and space
  return Math.log2(size);
}

/** The shortest block the whole secret repeats (a partial last copy allowed), or the secret itself. */
function repeatedBlock(secret: string): string {
  for (let period = 1; period <= secret.length / 2; period += 1) {
    let repeats = true;
    for (let i = period; i < secret.length && repeats; i += 1)
      repeats = secret[i] === secret[i - period];
    if (repeats) return secret.slice(0, period);
  }
  return secret;
}

/**
 * A rough, deliberately simple strength estimate in bits: only one copy of a repeated block
 * counts; inside it, a character that continues a run of three steps of the same -1, 0 or +1
 * ("aaaa", "abcd", "4321") counts for nothing, and a stretch of 4+ characters seen earlier counts
 * as one character; every other character counts log2 of the alphabet its classes span (16 for
 * hex, up to 95 for printable ASCII). Runs and repeats need that length so random secrets lose
 * next to nothing by chance (of 200,000 random 128-bit hex secrets none estimated under 104). It
 * overrates English text: it is there to catch the obviously weak, not to prove strength.
 */
export function estimateSecretBits(secret: string): number {
  const chars = [...repeatedBlock(secret)];
  const codes = chars.map((c) => c.codePointAt(0)!);
  let counted = 0;
  for (let i = 0; i < chars.length;) {
    const step = i >= 3 ? codes[i - 1]! - codes[i - 2]! : NaN;
    const continuesRun =
      Math.abs(step) <= 1 &&
      codes[i - 2]! - codes[i - 3]! === step &&
      codes[i]! - codes[i - 1]! === step;
    if (continuesRun) {
      i += 1;
      continue;
    }
    const seen = chars.slice(0, i).join('');
    let length = 0;
    while (i + length < chars.length && seen.includes(chars.slice(i, i + length + 1).join('')))
      length += 1;
    counted += 1;
    i += length >= 4 ? length : 1;
  }
  return Math.round(counted * alphabetBits(secret));
}

/** Why production must not sign with this JWT_SECRET, or null when it may. */
export function productionSecretProblem(secret: string | undefined): string | null {
  if (!secret) return 'JWT_SECRET is required in production (at least 32 characters)';
  if (PUBLISHED_JWT_SECRETS.has(secret.trim().toLowerCase()))
    return `JWT_SECRET is a value published in the Squadup repository: generate your own (${GENERATE})`;
  if (secret.length < JWT_SECRET_MIN_LENGTH)
    return 'JWT_SECRET must be at least 32 characters in production';
  const bits = estimateSecretBits(secret);
  if (bits < JWT_SECRET_MIN_BITS)
    return `JWT_SECRET is too predictable (about ${bits} bits estimated, at least ${JWT_SECRET_MIN_BITS} needed): generate a random one (${GENERATE})`;
  return null;
}

/** "needs DEMO_PASSWORD" for whatever asks for demo members in production (DEMO_SEED, db:seed). */
export const needsDemoPassword = (what: string) =>
  `${what} in production needs DEMO_PASSWORD, the demo member's password (the published one is refused)`;

/**
 * The demo member's password: DEMO_PASSWORD when set (it must pass the sign-up rules, and in
 * production must not be the published one); otherwise the published one outside production, and
 * none in production, where demo members need their own password.
 */
export function demoPasswordFor(
  isProduction: boolean,
  demoSeed: string,
  demoPassword: string | undefined,
  problems: string[],
): string | null {
  if (demoPassword !== undefined) {
    const parsed = newPasswordSchema().safeParse(demoPassword);
    if (!parsed.success)
      problems.push(`DEMO_PASSWORD: ${parsed.error.issues[0]!.message.replace(/\.$/, '')}`);
    else if (isProduction && demoPassword.trim().toLowerCase() === PUBLISHED_DEMO_PASSWORD)
      problems.push('DEMO_PASSWORD must not be the published demo password in production');
    return demoPassword;
  }
  if (!isProduction) return PUBLISHED_DEMO_PASSWORD;
  if (demoSeed !== 'off') problems.push(needsDemoPassword(`DEMO_SEED=${demoSeed}`));
  return null;
}
