import { Badge } from '@/components/ui/badge';

type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

// The badge shows open, closed or accepting; any other value shows nothing.
const POST_STATUS: Record<string, { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
  accepting: { label: 'Accepting', tone: 'primary' },
};

export function PostStatusBadge({ status }: { status: string }) {
  const shown = POST_STATUS[status];
  if (!shown) return null;
  return (
    <Badge tone={shown.tone} data-testid="post-status">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {shown.label}
    </Badge>
  );
}

const APPLICATION_STATUS: Record<string, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

// Still pending, but its role (or every spot) is filled: it waits for a seat to free.
const WAITLISTED = { label: 'Waitlisted', tone: 'primary' } as const;

interface ApplicationStatusBadgeProps {
  status: string;
  /** A pending application on the post's waitlist reads Waitlisted instead of Pending. */
  waitlisted?: boolean;
}

export function ApplicationStatusBadge({
  status,
  waitlisted = false,
}: ApplicationStatusBadgeProps) {
  const shown = status === 'pending' && waitlisted ? WAITLISTED : APPLICATION_STATUS[status];
  if (!shown) return null;
  return (
    <Badge tone={shown.tone} data-testid="application-status">
      {shown.label}
    </Badge>
  );
}
