// Demo squad chats, one per post with accepted applicants (demo-data.ts): who joined when, and
// what was said. The squads themselves come from the accepted applications (owner + each accepted
// applicant in their role); a `joined` line is that member's "<First Last> joined as <Role>"
// system line and the moment they joined. The last lines of each come after the demo member's
// last read, so My Squads and the chat list show unread counts on first sign-in.
import { DEMO_EMAIL } from './demo-members.js';

export type DemoSquadLine =
  { from: string; text: string; minutes_ago: number } | { joined: string; minutes_ago: number };

export interface DemoSquadChat {
  post_title: string;
  /** In order, minutes_ago strictly decreasing; the first line is the first member joining. */
  lines: DemoSquadLine[];
  /** Index of the last line the demo member has read; every later line is unread for them. */
  demo_read_through: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;
const AMARA = 'amara.okafor@squadup.dev';
const LUCAS = 'lucas.moreau@squadup.dev';
const NOAH = 'noah.fischer@squadup.dev';
const PRIYA = 'priya.raman@squadup.dev';

export const DEMO_SQUAD_CHATS: DemoSquadChat[] = [
  {
    // Filling: Amara's, the demo member is a Frontend; 2 of 4 spots filled, recruitment open.
    post_title: 'Crop disease detector for smallholder farms',
    demo_read_through: 8,
    lines: [
      { joined: DEMO_EMAIL, minutes_ago: 3 * DAY },
      {
        from: AMARA,
        text: 'Welcome! The model runs offline already; the app is yours.',
        minutes_ago: 3 * DAY - 10,
      },
      {
        from: DEMO_EMAIL,
        text: 'Great. Expo with the TFLite plugin, or bare React Native?',
        minutes_ago: 3 * DAY - 25,
      },
      {
        from: AMARA,
        text: 'Bare, the plugin needs native code anyway.',
        minutes_ago: 3 * DAY - 40,
      },
      { joined: LUCAS, minutes_ago: 2 * DAY },
      {
        from: LUCAS,
        text: 'Hi both! I will sketch the capture flow for small screens first.',
        minutes_ago: 2 * DAY - 15,
      },
      {
        from: DEMO_EMAIL,
        text: 'Perfect, I will wire the camera screen once you have it.',
        minutes_ago: 2 * DAY - 30,
      },
      {
        from: AMARA,
        text: 'We still need a second Frontend and a Backend for the sync service.',
        minutes_ago: DAY,
      },
      { from: LUCAS, text: 'First sketches are in the shared Figma.', minutes_ago: 20 * HOUR },
      {
        from: AMARA,
        text: 'Love them. Can the result screen show the confidence as words, not a percentage?',
        minutes_ago: 6 * HOUR,
      },
      {
        from: LUCAS,
        text: 'Yes: "likely", "possible", "unlikely". Updating now.',
        minutes_ago: 5 * HOUR,
      },
      {
        from: AMARA,
        text: 'Demo day is in three weeks: a first build by Friday?',
        minutes_ago: 2 * HOUR,
      },
    ],
  },
  {
    // Full: the demo member's, 3 of 3 spots filled; the post closed itself (auto_close).
    post_title: 'Realtime study-room finder',
    demo_read_through: 9,
    lines: [
      { joined: NOAH, minutes_ago: 6 * DAY },
      {
        from: DEMO_EMAIL,
        text: 'Welcome Noah! The sensor feed is MQTT, one topic per room.',
        minutes_ago: 6 * DAY - 20,
      },
      {
        from: NOAH,
        text: 'Nice, I will bridge it to socket.io and keep the last state in Postgres.',
        minutes_ago: 6 * DAY - 45,
      },
      { joined: AMARA, minutes_ago: 5 * DAY },
      {
        from: AMARA,
        text: 'Hello! Floor plans or a simple list for the UI?',
        minutes_ago: 5 * DAY - 30,
      },
      {
        from: DEMO_EMAIL,
        text: 'A list first, floor plans if we have time.',
        minutes_ago: 5 * DAY - 50,
      },
      { joined: PRIYA, minutes_ago: 4 * DAY },
      {
        from: PRIYA,
        text: 'Hi all, I will take bookings: 30-minute holds that expire on their own.',
        minutes_ago: 4 * DAY - 30,
      },
      { from: NOAH, text: 'The feed is live on staging.', minutes_ago: DAY },
      {
        from: DEMO_EMAIL,
        text: 'Every spot is filled, recruitment is closed. Thanks all!',
        minutes_ago: 20 * HOUR,
      },
      {
        from: AMARA,
        text: 'The list view is up, with a "free now" filter.',
        minutes_ago: 3 * HOUR,
      },
      {
        from: PRIYA,
        text: 'Bookings work end to end; can someone try to break them?',
        minutes_ago: 90,
      },
    ],
  },
  {
    // Filling: the demo member's, 1 of 2 spots filled (a Designer is still wanted).
    post_title: 'Open-source recipe scaler',
    demo_read_through: 10,
    lines: [
      { joined: PRIYA, minutes_ago: 2 * DAY },
      {
        from: DEMO_EMAIL,
        text: 'Welcome Priya! The parser is in src/parse.ts; tests are thin.',
        minutes_ago: 2 * DAY - 15,
      },
      {
        from: PRIYA,
        text: 'I will start with the fractions: "1 1/2 cups" and friends.',
        minutes_ago: 2 * DAY - 30,
      },
      {
        from: DEMO_EMAIL,
        text: 'Good call, that is where it breaks most.',
        minutes_ago: 2 * DAY - 40,
      },
      {
        from: PRIYA,
        text: 'Found one: 0.5 tbsp becomes 1/2 tbsp, fine, but 3 tsp should become 1 tbsp.',
        minutes_ago: DAY,
      },
      { from: DEMO_EMAIL, text: 'Yes, unit promotion is on the list.', minutes_ago: DAY - 10 },
      { from: PRIYA, text: 'I opened an issue with twelve cases.', minutes_ago: DAY - 30 },
      {
        from: DEMO_EMAIL,
        text: 'Thanks! Lucas applied as Designer, I will answer him today.',
        minutes_ago: 10 * HOUR,
      },
      { from: PRIYA, text: 'He did the palette tool, right? Good fit.', minutes_ago: 9 * HOUR },
      { from: DEMO_EMAIL, text: 'Exactly.', minutes_ago: 8 * HOUR },
      { from: DEMO_EMAIL, text: 'Pushed the unit promotion fix.', minutes_ago: 4 * HOUR },
      { from: PRIYA, text: 'All twelve cases pass now. Nice!', minutes_ago: 45 },
    ],
  },
];
