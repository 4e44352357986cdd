import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MessageSquare } from 'lucide-react';
import type { ConnectionStatus } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useAuthStore } from '@/stores/auth-storage';
import { OpenDirectChatMutation } from './api/open-direct-chat';

interface MessageMemberButtonProps {
  userId: string;
  /** The viewer's connection to the member: an accepted one already has ConnectionAction's Message. */
  status: ConnectionStatus;
  size?: ButtonSize;
  className?: string;
  /**
   * Where a refusal goes when the button's row has no room under it (the profile header shows it
   * across the card, a squad's member row as a toast): called with the server's words, and with
   * null when the member tries again. Without it the refusal shows under the button.
   */
  onRefused?: (refusal: string | null) => void;
}

/**
 * Message for a member who is not (yet) a connection: opens the direct chat when they take the
 * viewer's messages (their "Who can message you", decision 0084) and goes to it; otherwise says
 * why (under the button, or where `onRefused` puts it) in the server's words ("Ana Lima only
 * takes messages from their connections."). Hidden on one's own profile, for a connection
 * (Message is already there) and for a blocked pair.
 */
export function MessageMemberButton({
  userId,
  status,
  size = 'md',
  className,
  onRefused,
}: MessageMemberButtonProps) {
  const viewerId = useAuthStore((state) => state.user?._id);
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, { loading }] = useMutation(OpenDirectChatMutation, {
    context: { skipErrorToast: true },
  });

  if (viewerId === undefined || viewerId === userId) return null;
  if (status === 'accepted' || status === 'blocked') return null;

  const refuse = (message: string | null) => (onRefused ? onRefused(message) : setRefusal(message));
  const start = async () => {
    refuse(null);
    try {
      const { data } = await open({ variables: { userId } });
      if (data) void navigate(`/chat/${data.openDirectChat}`);
    } catch (error) {
      refuse(errorMessage(error, 'Could not open the chat. Try again.'));
    }
  };

  const button = (
    <Button
      variant="secondary"
      size={size}
      disabled={loading}
      aria-busy={loading}
      onClick={() => void start()}
      className={onRefused ? className : undefined}
    >
      <MessageSquare aria-hidden="true" />
      Message
    </Button>
  );
  if (onRefused) return button;
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      {button}
      {refusal ? <Alert className="w-full max-w-sm">{refusal}</Alert> : null}
    </div>
  );
}
