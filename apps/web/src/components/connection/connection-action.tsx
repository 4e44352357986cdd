import type { ConnectionStatus } from '@squadup/shared';

export interface ConnectionActionProps {
  /** The member the viewer would connect with. */
  userId: string;
  /** The viewer's connection to that member as the server reported it. */
  status: ConnectionStatus;
  /** The pair's chat, when accepted. */
  chatId?: string | null;
  /** 'card' = compact button on person/applicant cards; 'profile' = the profile header's. */
  variant?: 'card' | 'profile';
  className?: string;
}

// Stub: Connect / Pending / Message lands with the connections work.
export function ConnectionAction(_props: ConnectionActionProps) {
  return null;
}
