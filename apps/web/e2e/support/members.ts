import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser, type AddressObject } from 'mailparser';

export interface Member {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

let serial = 0;

/** A member nobody has used yet: every test signs up its own. */
export function newMember(label: string): Member {
  serial += 1;
  const unique = `${Date.now().toString(36)}${serial}${Math.random().toString(36).slice(2, 6)}`;
  return {
    first_name: 'Robin',
    last_name: `${label[0]!.toUpperCase()}${label.slice(1)}`,
    email: `${label}-${unique}@example.com`,
    password: `correct-horse-${unique}`,
  };
}

/** Creates the account through the API (for journeys that start signed out). */
export async function createAccount(request: APIRequestContext, member: Member): Promise<void> {
  const response = await request.post('/v1/auth/signup', { data: member });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Signs up through /signup. A new account lands on the optional welcome step; by default it is
 * skipped, so the member ends on Discover as the journeys expect. `welcome: 'stay'` stops on the
 * welcome step (onboarding.spec.ts), `'none'` right after the click (a sign-up that fails).
 */
export async function signUpInBrowser(
  page: Page,
  member: Member,
  { welcome = 'skip' }: { welcome?: 'skip' | 'stay' | 'none' } = {},
): Promise<void> {
  await page.goto('/signup');
  await submitSignUpForm(page, member);
  if (welcome === 'none') return;
  await expect(page).toHaveURL(/\/welcome$/);
  if (welcome === 'skip') await page.getByRole('link', { name: 'Skip for now' }).click();
}

/** Fills and sends the sign-up form the page shows (/signup, or reached from a shared post). */
export async function submitSignUpForm(page: Page, member: Member): Promise<void> {
  await page.getByLabel('First name').fill(member.first_name);
  await page.getByLabel(/^Last name/).fill(member.last_name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Step one of /login. */
export async function enterEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Step two of /login. */
export async function enterPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The signed-in member's access token, as the app stores it. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth-storage');
    const parsed = raw ? (JSON.parse(raw) as { state?: { token?: string | null } }) : null;
    return parsed?.state?.token ?? null;
  });
}

/** A JWT's `exp` in milliseconds (read, not verified: the test only needs the time). */
export function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
  };
  return payload.exp * 1000;
}

function recipients(to: AddressObject | AddressObject[] | undefined): string[] {
  return [to ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? ''));
}

/**
 * The `kind` link (reset-password or verify-email) from the newest such mail to `email` in the
 * server's outbox (without SMTP_URL the API writes each message to DATA_DIR/outbox as an .eml
 * file). Waits for the mail to be written.
 */
async function linkFromOutbox(
  dataDir: string,
  email: string,
  kind: 'reset-password' | 'verify-email',
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const pattern = new RegExp(`^(https?://\\S+/${kind}/\\S+)$`, 'm');
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
        for (const file of files.sort().reverse()) {
          const mail = await simpleParser(await readFile(path.join(outbox, file)));
          if (!recipients(mail.to).includes(email)) continue;
          link = pattern.exec(mail.text ?? '')?.[1] ?? null;
          if (link) return link;
        }
        return null;
      },
      { message: `a ${kind} mail to ${email} in ${outbox}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return link!;
}

export const resetLinkFromOutbox = (dataDir: string, email: string): Promise<string> =>
  linkFromOutbox(dataDir, email, 'reset-password');

/**
 * Verifies a signed-up member's address with the mailed link, through the API (sending a
 * connection request waits for a verified address). `dataDir` is the server's DATA_DIR.
 */
export async function verifyEmailThroughOutbox(
  request: APIRequestContext,
  email: string,
  dataDir = process.env.SQUADUP_E2E_DATA_DIR!,
): Promise<void> {
  const link = new URL(await linkFromOutbox(dataDir, email, 'verify-email'));
  const response = await request.post(`/v1/auth${link.pathname}`);
  expect(response.status(), await response.text()).toBe(200);
}
