import { describe, expect, it } from 'vitest';
import {
  expectEscaped,
  expectFrame,
  expectLink,
  FOOTER,
  HOSTILE,
  WEB,
} from '../../../../test/support/mails.js';
import { unreadMessagesMail, type UnreadChat } from './unread-messages-mail.js';

const chatUrl = `${WEB}/chat`;
const ana: UnreadChat = { name: 'Ana Lopez', unread: 3, url: `${WEB}/chat/c1` };
const squad: UnreadChat = { name: 'Crop disease detector', unread: 2, url: `${WEB}/chat/c2` };
const mail = (chats: UnreadChat[], total: number) =>
  unreadMessagesMail({ firstName: 'Bo', chats, total, chatUrl, ...FOOTER });

describe('unreadMessagesMail', () => {
  it('counts the unread messages and names each chat with its count and link', async () => {
    const unread = await mail([ana, squad], 5);
    expect(unread.subject).toBe('You have 5 unread messages on Squadup');
    expectFrame(unread, 'Hi Bo,');
    expect(unread.text).toContain(`Ana Lopez (3)\n${ana.url}`);
    expect(unread.text).toContain(`Crop disease detector (2)\n${squad.url}`);
    expectLink(unread, ana.url);
    expectLink(unread, squad.url);
    expectLink(unread, chatUrl);
    expect(unread.text).toContain('You have 5 unread messages waiting for you:');
  });

  it('says "message" for one', async () => {
    const one = await mail([{ ...ana, unread: 1 }], 1);
    expect(one.subject).toBe('You have 1 unread message on Squadup');
    expect(one.text).toContain('Ana Lopez (1)');
  });

  it('escapes a chat name (a squad chat is titled by its post)', async () => {
    expectEscaped(await mail([{ ...squad, name: HOSTILE }], 2));
  });
});
