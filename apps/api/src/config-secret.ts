import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

// Outside production a missing JWT_SECRET must never mean a secret anyone can read in the source
// (with it, anyone can sign a token for any member id). A random one is made once per data
// directory and kept there, so sessions survive restarts of a local server.

/** Random bytes in a generated secret (256 bits, base64url: 43 characters). */
const SECRET_BYTES = 32;
export const JWT_SECRET_MIN_LENGTH = 32;
export const JWT_SECRET_FILE = 'jwt-secret';

const newSecret = () => randomBytes(SECRET_BYTES).toString('base64url');

/**
 * NODE_ENV=test without JWT_SECRET: one random secret per process, never written anywhere, so
 * test runs leave nothing in the repository and several apps of one run (clusters) agree.
 */
export const TEST_PROCESS_SECRET = newSecret();

/**
 * The secret kept in `dataDir/jwt-secret`, created (mode 0600, owner only) when missing. It is
 * written to a private temporary file and hard-linked into place, so the file appears whole: of
 * two processes starting at once, the loser (EEXIST) reads the winner's complete secret. A kept
 * file that others may read is made owner-only again.
 */
export function keptJwtSecret(dataDir: string): { secret: string; file: string; created: boolean } {
  const file = join(dataDir, JWT_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, file);
    return { secret, file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return { secret: readFileSync(file, 'utf8').trim(), file, created: false };
  } finally {
    rmSync(temp, { force: true });
  }
}
