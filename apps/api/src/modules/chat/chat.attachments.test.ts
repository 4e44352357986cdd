import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { graphql } from '../../../test/gql/index.js';
import type { Member } from '../../../test/members.js';
import { connect, DELETE, LIST, member, page } from '../../../test/support/chat.js';
import { messages } from '../../db/schema/index.js';

// Files sent in chats (docs/decisions/0085-chat-attachments.md): only the sender's own chat-files
// uploads, an image or a PDF, with or without words.

const SEND_FILE = graphql(`
  mutation AttachTestSend(
    $chatId: ID!
    $content: String!
    $attachment: MessageAttachmentInput
    $replyTo: ID
  ) {
    sendMessage(
      chatId: $chatId
      content: $content
      attachment: $attachment
      replyToMessageId: $replyTo
    ) {
      _id
      content
      reply_to_message_content
      attachment {
        url
        name
        type
        is_image
      }
    }
  }
`);
const PRESIGN = graphql(`
  query AttachTestPresign($fileType: String!, $folder: String!) {
    getPresignedUrl(fileType: $fileType, folder: $folder) {
      file_url
    }
  }
`);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const uploadUrl = async (who: Member, fileType: string, folder = 'chat-files') => {
  const res = await who.gql(PRESIGN, { fileType, folder });
  expect(res.errors).toBeUndefined();
  return res.data.getPresignedUrl.file_url;
};
const storedFiles = async (chatId: string) =>
  app.db
    .select({ url: messages.attachment_url, name: messages.attachment_name })
    .from(messages)
    .where(eq(messages.chat_id, chatId));

describe('sending a file', () => {
  it('sends a photo alone and a PDF with words; both sides see them, and the list names the photo', async () => {
    const [ada, bob] = [await member(app, 'Ada'), await member(app, 'Bob')];
    const { chatId } = await connect(app, ada, bob);
    const photo = await uploadUrl(ada, 'image/png');
    const sent = await ada.gql(SEND_FILE, {
      chatId,
      content: '   ',
      attachment: { fileUrl: photo, name: '  whiteboard.png ' },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendMessage).toMatchObject({
      content: '',
      attachment: { url: photo, name: 'whiteboard.png', type: 'image/png', is_image: true },
    });
    expect((await bob.gql(LIST)).data.getChatListForUser[0]).toMatchObject({
      _id: chatId,
      last_message_content: 'Photo',
    });

    const pdf = await uploadUrl(bob, 'application/pdf');
    const withWords = await bob.gql(SEND_FILE, {
      chatId,
      content: 'The brief, page 3',
      attachment: { fileUrl: pdf, name: 'brief.pdf' },
      replyTo: sent.data.sendMessage._id,
    });
    expect(withWords.data.sendMessage).toMatchObject({
      content: 'The brief, page 3',
      reply_to_message_content: 'Photo',
      attachment: { name: 'brief.pdf', type: 'application/pdf', is_image: false },
    });
    const seen = await page(ada, chatId);
    expect(seen.map((m) => m.content)).toEqual(['', 'The brief, page 3']);
  });

  it('refuses a file that is not the sender’s own chat upload, and a message with neither words nor file', async () => {
    const [ada, bob] = [await member(app, 'Ada'), await member(app, 'Bob')];
    const { chatId } = await connect(app, ada, bob);
    const bobs = await uploadUrl(bob, 'image/png');
    const avatar = await uploadUrl(ada, 'image/png', 'profile-picture');
    for (const fileUrl of [bobs, avatar, 'https://example.com/x.png', `${bobs}/../x.png`]) {
      const res = await ada.gql(SEND_FILE, {
        chatId,
        content: 'look',
        attachment: { fileUrl, name: 'x.png' },
      });
      expect([res.code, res.message]).toEqual([
        'BAD_USER_INPUT',
        'Attach a file you uploaded for this chat.',
      ]);
    }
    const own = await uploadUrl(ada, 'image/png');
    for (const name of ['', '   ', 'a'.repeat(201), 'bad\u0000name.png']) {
      const res = await ada.gql(SEND_FILE, {
        chatId,
        content: 'look',
        attachment: { fileUrl: own, name },
      });
      expect(res.code).toBe('BAD_USER_INPUT');
    }
    const empty = await ada.gql(SEND_FILE, { chatId, content: '  ' });
    expect([empty.code, empty.message]).toEqual(['BAD_USER_INPUT', 'Message cannot be empty.']);
    expect(await storedFiles(chatId)).toEqual([]);
  });

  it('clears the file when its message is deleted', async () => {
    const [ada, bob] = [await member(app, 'Ada'), await member(app, 'Bob')];
    const { chatId } = await connect(app, ada, bob);
    const pdf = await uploadUrl(ada, 'application/pdf');
    const sent = await ada.gql(SEND_FILE, {
      chatId,
      content: '',
      attachment: { fileUrl: pdf, name: 'deck.pdf' },
    });
    expect(
      (await ada.gql(DELETE, { messageId: sent.data.sendMessage._id })).errors,
    ).toBeUndefined();
    expect(await storedFiles(chatId)).toEqual([{ url: null, name: null }]);
    const [gone] = await page(bob, chatId);
    expect(gone).toMatchObject({ is_deleted: true, content: '' });
  });
});
