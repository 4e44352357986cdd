// Demo connections around the demo member, one per state the product shows: two accepted (each
// with its chat), two pending requests received (Notifications and the badge), one sent (a
// disabled Pending on that profile) and one declined. The blocked state is between two other
// members (Hana blocked Mateo), away from the demo member's own contacts, so a block hides no one
// from the demo member's screens. Members are referred to by e-mail.
import { DEMO_EMAIL } from './demo-members.js';

export interface DemoConnection {
  requester_email: string;
  addressee_email: string;
  /** `blocked`: the requester is the blocker, as blockUser writes it (plus a user_blocks row). */
  status: 'pending' | 'accepted' | 'declined' | 'blocked';
  message: string | null;
  /** Days before the seed run the request was sent (lists are newest first). */
  sent_days_ago: number;
}

export const DEMO_CONNECTION_ROWS: DemoConnection[] = [
  {
    requester_email: DEMO_EMAIL,
    addressee_email: 'noah.fischer@squadup.dev',
    status: 'accepted',
    message: 'Your homelab workshop idea sounds great. Happy to help with the web side!',
    sent_days_ago: 20,
  },
  {
    requester_email: 'lucas.moreau@squadup.dev',
    addressee_email: DEMO_EMAIL,
    status: 'accepted',
    message: null,
    sent_days_ago: 14,
  },
  {
    requester_email: 'amara.okafor@squadup.dev',
    addressee_email: DEMO_EMAIL,
    status: 'pending',
    message: 'Would love a React hand on the crop disease detector.',
    sent_days_ago: 2,
  },
  {
    requester_email: 'priya.raman@squadup.dev',
    addressee_email: DEMO_EMAIL,
    status: 'pending',
    message: null,
    sent_days_ago: 1,
  },
  {
    requester_email: DEMO_EMAIL,
    addressee_email: 'mateo.garcia@squadup.dev',
    status: 'pending',
    message: 'Saw your post about the open-source project. Let us connect!',
    sent_days_ago: 3,
  },
  {
    requester_email: 'hana.sato@squadup.dev',
    addressee_email: DEMO_EMAIL,
    status: 'declined',
    message: null,
    sent_days_ago: 9,
  },
  {
    requester_email: 'hana.sato@squadup.dev',
    addressee_email: 'mateo.garcia@squadup.dev',
    status: 'blocked',
    message: null,
    sent_days_ago: 6,
  },
];
