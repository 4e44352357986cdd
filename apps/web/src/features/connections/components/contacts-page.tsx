import { useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Inbox, UsersRound } from 'lucide-react';
import { setRelation } from '@/components/connection/relation-cache';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeader } from '@/components/ui/page-header';
import { formatBadgeCount } from '@/components/ui/count-badge';
import { useIsNarrow } from '@/lib/hooks/use-media-query';
import { useAuthStore } from '@/stores/auth-storage';
import { useCountersStore } from '@/stores/counters';
import { ConnectionsListQuery } from '../api/connections';
import { useRemoveConnection } from '../hooks/use-remove-connection';
import { ContactRow, contactName, type Contact } from './contact-row';

/** Contacts (/contacts): the viewer's accepted connections, with Chat and remove. */
export function ContactsPage() {
  const viewerId = useAuthStore((state) => state.user?._id) ?? '';
  const pendingCount = useCountersStore((state) => state.friendRequestCount);
  const narrow = useIsNarrow();
  const [removing, setRemoving] = useState<Contact | null>(null);
  const { remove, removing: busy } = useRemoveConnection();
  const { data, loading, error, refetch } = useQuery(ConnectionsListQuery, {
    variables: { userId: viewerId },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const contacts = data?.loadConnectionsList;
  const { cache } = useApolloClient();

  // The list is the server's word on who is connected: cached cards and profiles of these members
  // (seen before the request was accepted) now offer Message instead of Connect or Pending.
  useEffect(() => {
    for (const contact of contacts ?? []) {
      setRelation(cache, contact.other_user_id, 'accepted', contact.chat_id ?? null);
    }
  }, [cache, contacts]);
  const pendingText = formatBadgeCount(pendingCount);

  const confirmRemove = async () => {
    if (!removing) return;
    if (await remove(removing)) setRemoving(null);
  };

  let body;
  if (error && !contacts) {
    body = (
      <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
        Error loading contacts.
      </LoadError>
    );
  } else if (!contacts) {
    body = loading ? <LoadingText /> : null;
  } else if (contacts.length === 0) {
    body = (
      <EmptyState
        icon={<UsersRound />}
        title="No contacts yet"
        description="Find people and send a connection request to grow your network."
        action={<ButtonLink to="/people">Find People</ButtonLink>}
      />
    );
  } else {
    body = (
      <Card className="overflow-hidden">
        <ul aria-label="Contacts" className="divide-y divide-border">
          {contacts.map((contact) => (
            <ContactRow
              key={contact._id}
              contact={contact}
              narrow={narrow}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Contacts"
        description={
          contacts && contacts.length > 0
            ? `${contacts.length} ${contacts.length === 1 ? 'connection' : 'connections'}`
            : 'Your connections on Squadup.'
        }
        actions={
          <ButtonLink
            to="/contacts/requests"
            variant="outline"
            size="sm"
            aria-label={pendingText ? `Contact requests, ${pendingText} pending` : undefined}
          >
            <Inbox aria-hidden="true" />
            Contact requests
            {pendingText ? (
              <Badge tone="primary" className="ml-0.5 px-2" aria-hidden="true">
                {pendingText}
              </Badge>
            ) : null}
          </ButtonLink>
        }
      />
      {body}
      <ConfirmDialog
        open={removing !== null}
        title="Remove connection?"
        description={
          removing
            ? `${contactName(removing)} will be removed from your contacts. You can send a new request later.`
            : ''
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={busy}
        tone="destructive"
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
