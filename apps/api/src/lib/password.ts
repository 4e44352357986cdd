import bcrypt from 'bcrypt';

/** bcrypt cost from docs/architecture.md ("Auth"); about 250 ms per hash on the project's machines. */
export const BCRYPT_COST = 12;

export const hashPassword = (password: string): Promise<string> =>
  bcrypt.hash(password, BCRYPT_COST);

export const verifyPassword = (password: string, hash: string): Promise<boolean> =>
  bcrypt.compare(password, hash);
