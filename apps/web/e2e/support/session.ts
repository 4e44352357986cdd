import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { enterEmail, enterPassword, newMember, type Member } from './members';

// Members made through the API and signed in in their own browser context: the journeys with
// several members (chat, squads) start here.

export interface SignedUp extends Member {
  token: string;
  id: string;
}

export async function signUp(
  request: APIRequestContext,
  label: string,
  overrides: Partial<Member> = {},
): Promise<SignedUp> {
  const member = { ...newMember(label), ...overrides };
  const response = await request.post('/v1/auth/signup', { data: member });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { accessToken: string; user: { _id: string } };
  return { ...member, token: body.accessToken, id: body.user._id };
}

/** One GraphQL operation as `token`'s member; any error fails the test. */
export async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/**
 * Signs the member in through the login page, in a browser context of their own (in `timezoneId`
 * when given, else the machine's).
 */
export async function logIn(
  browser: Browser,
  baseURL: string,
  member: Member,
  viewport = { width: 1280, height: 800 },
  timezoneId?: string,
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport, timezoneId })).newPage();
  await page.goto('/login');
  await enterEmail(page, member.email);
  await enterPassword(page, member.password);
  await expect(page).toHaveURL(/\/projects$/);
  return page;
}

export const fullName = (member: Member) => `${member.first_name} ${member.last_name}`;

/** The navigation's Messages link with its unread badge. */
export const chatBadge = (page: Page, count: number) =>
  page.getByRole('link', { name: `Messages, ${count} unread messages` }).first();

/** The navigation's bell showing `count` unread activity items. */
export const bell = (page: Page, count: number) =>
  page.getByRole('link', { name: `Notifications, ${count} notifications` }).first();

/** The bell's count as it stands (0 when it shows none). */
export async function bellCount(page: Page): Promise<number> {
  const name = await page
    .getByRole('link', { name: /^Notifications/ })
    .first()
    .getAttribute('aria-label');
  return Number(/(\d+) notifications/.exec(name ?? '')?.[1] ?? 0);
}

/** A labelled region whose name starts with `name` (a card of the squad workspace). */
export const region = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });
