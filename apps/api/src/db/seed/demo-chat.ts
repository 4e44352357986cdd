// Demo conversations between the demo member and their two accepted connections (Noah, Lucas;
// demo-connections.ts). The last messages of each come from the other member after the demo
// member's last read, so the chat badge and both list rows show unread counts on first sign-in.
import { DEMO_EMAIL } from './demo-members.js';

export interface DemoChatMessage {
  /** `demo` is the demo member; `other` the conversation's other member. */
  from: 'demo' | 'other';
  text: string;
  /** Minutes before the seed run it was sent (strictly decreasing within a conversation). */
  minutes_ago: number;
  /** Index (in this list) of the message it replies to. */
  reply_to?: number;
}

export interface DemoConversation {
  demo_email: string;
  other_email: string;
  messages: DemoChatMessage[];
  /** Index of the last message the demo member has read; later ones from `other` are unread. */
  demo_read_through: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    demo_email: DEMO_EMAIL,
    other_email: 'noah.fischer@squadup.dev',
    demo_read_through: 8,
    messages: [
      {
        from: 'other',
        text: 'Thanks for connecting! Still keen on the homelab workshop?',
        minutes_ago: 4 * DAY,
      },
      {
        from: 'demo',
        text: 'Absolutely. I can build the sign-up page and the schedule view.',
        minutes_ago: 4 * DAY - 20,
      },
      {
        from: 'other',
        text: 'Great. The backend is a small Rust service with a Postgres database.',
        minutes_ago: 4 * DAY - 35,
      },
      {
        from: 'demo',
        text: 'Do you have an API sketch yet? REST or GraphQL?',
        minutes_ago: 3 * DAY,
      },
      {
        from: 'other',
        text: 'REST for now, I will push an OpenAPI file tonight.',
        minutes_ago: 3 * DAY - 90,
      },
      {
        from: 'demo',
        text: 'Perfect, I will generate the client types from it.',
        minutes_ago: 2 * DAY,
      },
      {
        from: 'other',
        text: 'Pushed it. Sessions, rooms and attendees are in there.',
        minutes_ago: 2 * DAY - 45,
      },
      {
        from: 'demo',
        text: 'Looks clean. One question: can attendees join more than one session?',
        minutes_ago: DAY + 3 * HOUR,
      },
      {
        from: 'other',
        text: 'Yes, any number, as long as the times do not overlap.',
        minutes_ago: DAY + 2 * HOUR,
        reply_to: 7,
      },
      {
        from: 'other',
        text: 'I also added a waitlist endpoint for full rooms.',
        minutes_ago: 5 * HOUR,
      },
      {
        from: 'other',
        text: 'Could you review the pull request when you have a moment?',
        minutes_ago: 40,
      },
    ],
  },
  {
    demo_email: DEMO_EMAIL,
    other_email: 'lucas.moreau@squadup.dev',
    demo_read_through: 7,
    messages: [
      {
        from: 'other',
        text: 'Hi! I saw your React work. Want to pair on an accessible design system?',
        minutes_ago: 6 * DAY,
      },
      {
        from: 'demo',
        text: 'Sounds fun. What components are you starting with?',
        minutes_ago: 6 * DAY - 30,
      },
      {
        from: 'other',
        text: 'Buttons, inputs and dialogs. I have the Figma file ready.',
        minutes_ago: 6 * DAY - 50,
      },
      {
        from: 'demo',
        text: 'Dialogs are the tricky ones: focus trap and return focus.',
        minutes_ago: 5 * DAY,
      },
      {
        from: 'other',
        text: 'Exactly why I want them done right. Screen reader tests too.',
        minutes_ago: 5 * DAY - 15,
      },
      {
        from: 'demo',
        text: 'I will set up Storybook with the a11y addon this weekend.',
        minutes_ago: 3 * DAY,
      },
      {
        from: 'other',
        text: 'Nice! Colour tokens are in the file now, light and dark.',
        minutes_ago: 2 * DAY,
      },
      {
        from: 'demo',
        text: 'Got them. Contrast looks good everywhere I checked.',
        minutes_ago: DAY,
      },
      {
        from: 'other',
        text: 'I updated the focus ring spec, have a look when you can.',
        minutes_ago: 3 * HOUR,
      },
    ],
  },
];
