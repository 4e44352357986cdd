import bcrypt from 'bcrypt';

/** bcrypt cost (docs/security.md, "Passwords"): about 250 ms per hash on the project's machines. */
export const BCRYPT_COST = 12;

/** `cost` is config.bcryptCost (always 12 outside the test suite's TEST_BCRYPT_COST). */
export const hashPassword = (password: string, cost: number = BCRYPT_COST): Promise<string> =>
  bcrypt.hash(password, cost);

export const verifyPassword = (password: string, hash: string): Promise<boolean> =>
  bcrypt.compare(password, hash);

/** The cost a stored hash was made with (`$2b$12$...` -> 12), or null for anything else. */
export function bcryptCostOf(hash: string): number | null {
  const match = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/.exec(hash);
  return match ? Number(match[1]) : null;
}
