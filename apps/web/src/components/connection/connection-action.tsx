import { useState } from 'react';
import { MessageSquare, UserPlus } from 'lucide-react';
import type { ConnectionStatus } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/stores/auth-storage';
import { ConnectDialog } from './connect-dialog';
import { useSendConnectionRequest } from './use-send-connection-request';

export interface ConnectionActionProps {
  /** The member the viewer would connect with. */
  userId: string;
  /** The viewer's connection to that member as the server reported it. */
  status: ConnectionStatus;
  /** The pair's chat, when accepted. */
  chatId?: string | null;
  /** 'card' = compact button on person/applicant cards; 'profile' = the profile header's. */
  variant?: 'card' | 'profile';
  /** Overrides the variant's size, e.g. next to a page's medium buttons. */
  size?: ButtonSize;
  /** The member's name, for the Connect dialog's title. */
  name?: string;
  className?: string;
}

/**
 * Connect / Pending / Message: Connect when there is no connection (or it
 * was declined), a disabled Pending once requested, Message for an accepted connection with a chat.
 * Connect opens a small dialog for an optional note, then sends. Never shown on the viewer's own
 * card, profile or post.
 */
export function ConnectionAction({
  userId,
  status,
  chatId,
  variant = 'card',
  size: sizeOverride,
  name,
  className,
}: ConnectionActionProps) {
  const viewerId = useAuthStore((state) => state.user?._id);
  const { send, sent, sending, failure } = useSendConnectionRequest(userId, status);
  const [asking, setAsking] = useState(false);
  const size = sizeOverride ?? (variant === 'profile' ? 'md' : 'sm');

  if (viewerId === undefined || viewerId === userId) return null;

  if (status === 'accepted') {
    if (!chatId) {
      return (
        <Button variant="secondary" size={size} disabled className={className}>
          Connected
        </Button>
      );
    }
    return (
      <ButtonLink to={`/chat/${chatId}`} variant="secondary" size={size} className={className}>
        <MessageSquare aria-hidden="true" />
        Message
      </ButtonLink>
    );
  }
  if (status === 'blocked') {
    return (
      <Button variant="secondary" size={size} disabled className={className}>
        Unavailable
      </Button>
    );
  }
  if (status === 'pending' || sent) {
    return (
      <Button variant="secondary" size={size} disabled className={className}>
        Pending
      </Button>
    );
  }

  const connect = (
    <Button
      size={size}
      variant={variant === 'profile' ? 'primary' : 'outline'}
      disabled={sending}
      aria-busy={sending}
      onClick={() => setAsking(true)}
      className={variant === 'card' ? className : undefined}
    >
      <UserPlus aria-hidden="true" />
      Connect
    </Button>
  );
  const dialog = (
    <ConnectDialog
      open={asking}
      name={name}
      sending={sending}
      failure={failure}
      onSend={send}
      onClose={() => setAsking(false)}
    />
  );
  if (variant === 'card') {
    return (
      <>
        {connect}
        {dialog}
      </>
    );
  }
  // The profile reports a failure in place (an alert with the server's message).
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      {connect}
      {failure && !asking ? <Alert className="w-full">{failure}</Alert> : null}
      {dialog}
    </div>
  );
}
