// Who may do what with activity items (lib/policy.ts): each member reads only their own.
import { notFound } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import { definePolicy } from '../../lib/policy.js';

export const MESSAGES = { notFound: 'Activity not found.' } as const;

export const activityPolicy = definePolicy(
  {
    /** An item is its recipient's: another member's id is answered as an unknown one. */
    read: (viewer: ViewerRef, item: { recipient_id: string }) => item.recipient_id === viewer.id,
  },
  { read: () => notFound(MESSAGES.notFound) },
);
