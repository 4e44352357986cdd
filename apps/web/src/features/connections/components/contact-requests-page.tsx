import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { RequestList } from './request-list';
import { SentRequestList } from './sent-request-list';

type RequestsTab = 'received' | 'sent';
const TABS: { value: RequestsTab; label: string }[] = [
  { value: 'received', label: 'Received' },
  { value: 'sent', label: 'Sent' },
];
const parseTab = (value: string | null): RequestsTab => (value === 'sent' ? 'sent' : 'received');

/**
 * Contact requests (/contacts/requests): Received (accept or decline, the spec's list) and Sent
 * (cancel a request not yet answered). The tab lives in ?tab=, so Sent can be linked to.
 */
export function ContactRequestsPage() {
  const [params, setParams] = useSearchParams();
  const active = parseTab(params.get('tab'));
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (parseTab(value) === 'sent') next.set('tab', 'sent');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <ButtonLink to="/contacts" variant="ghost" size="sm" className="-ml-2 self-start">
        <ArrowLeft aria-hidden="true" />
        Back to Contacts
      </ButtonLink>
      <PageHeader
        title="Contact Requests"
        description="Members who asked to connect with you, and the requests you sent."
        className="mb-2"
      />
      <Tabs.Root value={active} onValueChange={select} className="flex flex-col gap-4">
        <Tabs.List
          aria-label="Requests"
          className="flex gap-1 self-start rounded-2xl border border-border bg-muted/50 p-1"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className={cn(
                'rounded-xl px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                tab.value === active
                  ? 'bg-card text-foreground shadow-soft dark:bg-secondary'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Not a tab stop of its own (as on the profile): each list starts with its own controls. */}
        <Tabs.Content value="received" tabIndex={undefined}>
          <RequestList
            empty={
              <EmptyState
                icon={<Inbox />}
                title="No pending requests"
                description="When someone asks to connect with you, the request shows here."
              />
            }
          />
        </Tabs.Content>
        <Tabs.Content value="sent" tabIndex={undefined}>
          <SentRequestList />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
