import { expect, type Page } from '@playwright/test';
import { verifyEmailThroughOutbox } from './members';
import { gql, type SignedUp } from './session';

// Two members with a chat, and the chat screen's parts, for the chat journeys.

const SEND_REQUEST = 'mutation ($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }';
const ACCEPT = 'mutation ($id: ID!) { acceptFriendReq(connectionId: $id) { chat_id } }';

/** `b` asks `a` to connect (after verifying their address), `a` accepts: their chat's id. */
export async function chatBetween(
  request: Parameters<typeof verifyEmailThroughOutbox>[0],
  a: SignedUp,
  b: SignedUp,
) {
  await verifyEmailThroughOutbox(request, b.email);
  const sent = await gql<{ sendFriendReq: { _id: string } }>(request, b.token, SEND_REQUEST, {
    id: a.id,
  });
  const accepted = await gql<{ acceptFriendReq: { chat_id: string } }>(request, a.token, ACCEPT, {
    id: sent.sendFriendReq._id,
  });
  return accepted.acceptFriendReq.chat_id;
}

export const composer = (page: Page) => page.getByRole('textbox', { name: 'Type a message…' });
export const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Opens the chat and waits until its messages show and its room is joined. */
export async function openChat(page: Page, chatId: string, lastMessage?: string) {
  const joined = page.waitForRequest(
    (req) => req.url().includes('/socket.io/') && (req.postData() ?? '').includes('joinChat'),
  );
  await page.goto(`/chat/${chatId}`);
  if (lastMessage) await expect(messageLog(page).getByText(lastMessage)).toBeVisible();
  else await expect(composer(page)).toBeVisible();
  await joined;
}
