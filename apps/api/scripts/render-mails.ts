// Renders every mail with sample data into a folder, as .html (open it in a browser, or take a
// screenshot) and .txt (the text part), to look at a template change before it ships:
//
//   npx tsx apps/api/scripts/render-mails.ts /tmp/mails
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { activitySentence } from '@squadup/shared';
import { emailVerificationMail, passwordResetMail } from '../src/modules/auth/auth-mails.js';
import {
  activityMail,
  digestMail,
  postAlertMail,
  unreadMessagesMail,
  type MailFooter,
  type MailLine,
  type MatchingPostLine,
  type RenderedMail,
} from '../src/modules/notifications/mails/index.js';

const out = process.argv[2];
if (!out) {
  process.stderr.write('Usage: tsx apps/api/scripts/render-mails.ts <output folder>\n');
  process.exit(2);
}

const WEB = 'https://squadup.dev';
const footer = (kind: string): MailFooter => ({
  settingsUrl: `${WEB}/settings`,
  unsubscribeUrl: `${WEB}/v1/notifications/unsubscribe?token=sample.signature&kind=${kind}`,
  unsubscribeLabel: `Unsubscribe from e-mails about ${kind}`,
});
const at = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 26, 9, 30) - hoursAgo * 3_600_000);
const ana = { first_name: 'Ana', last_name: 'Lopez' };
const cleo = { first_name: 'Cleo', last_name: 'Diaz' };

const lines: MailLine[] = [
  {
    sentence: activitySentence({
      type: 'application_received',
      count: 3,
      actors: [ana, cleo],
      post_title: 'Campus lost-and-found',
    }),
    url: `${WEB}/myposts/0192`,
    at: at(0),
  },
  {
    sentence: activitySentence({
      type: 'connection_accepted',
      count: 1,
      actors: [cleo],
    }),
    url: `${WEB}/profile/0193`,
    at: at(2.25),
  },
  {
    sentence: activitySentence({
      type: 'squad_member_joined',
      count: 1,
      actors: [ana],
      post_title: 'Crop disease detector',
    }),
    url: `${WEB}/squads/0194`,
    at: at(5.5),
  },
];

const posts: MatchingPostLine[] = [
  {
    title: 'Crop disease detector for smallholder farms',
    url: `${WEB}/post/0195`,
    type: 'Hackathon',
    ownerName: 'Ana Lopez',
    reasons: ['Python', 'Machine learning', 'Computer vision'],
  },
  {
    title: 'Open-source accessibility checker',
    url: `${WEB}/post/0196`,
    type: 'Open Source',
    ownerName: 'Cleo Diaz',
    reasons: ['TypeScript', 'React'],
  },
];

const mails: Record<string, Promise<RenderedMail>> = {
  activity: activityMail({
    firstName: 'Bo',
    lines,
    moreCount: 4,
    feedUrl: `${WEB}/notifications`,
    ...footer('applications'),
  }),
  digest: digestMail({
    firstName: 'Bo',
    lines,
    moreCount: 0,
    feedUrl: `${WEB}/notifications`,
    posts,
    discoverUrl: `${WEB}/discover`,
    ...footer('matching posts'),
  }),
  'post-alert': postAlertMail({
    firstName: 'Bo',
    posts: posts.slice(0, 1),
    discoverUrl: `${WEB}/discover`,
    ...footer('matching posts'),
  }),
  'unread-messages': unreadMessagesMail({
    firstName: 'Bo',
    chats: [
      { name: 'Ana Lopez', unread: 3, url: `${WEB}/chat/0197` },
      { name: 'Crop disease detector', unread: 2, url: `${WEB}/chat/0198` },
    ],
    total: 5,
    chatUrl: `${WEB}/chat`,
    ...footer('messages'),
  }),
  'password-reset': passwordResetMail('bo@example.com', 'Bo', `${WEB}/reset-password/0199/sample`),
  'email-verification': emailVerificationMail(
    'bo@example.com',
    'Bo',
    `${WEB}/verify-email/0200/sample`,
  ),
};

const folder = resolve(out);
await mkdir(folder, { recursive: true });
for (const [name, pending] of Object.entries(mails)) {
  const mail = await pending;
  await writeFile(join(folder, `${name}.html`), mail.html);
  await writeFile(join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
  process.stdout.write(`${join(folder, name)}.{html,txt}  ${mail.subject}\n`);
}
