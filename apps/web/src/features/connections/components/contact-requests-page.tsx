import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { RequestList } from './request-list';

/** Contact requests (/contacts/requests): accept or decline pending requests. */
export function ContactRequestsPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <ButtonLink to="/contacts" variant="ghost" size="sm" className="-ml-2 self-start">
        <ArrowLeft aria-hidden="true" />
        Back to Contacts
      </ButtonLink>
      <PageHeader
        title="Contact Requests"
        description="Members who asked to connect with you."
        className="mb-2"
      />
      <RequestList
        emptyTitle="No pending requests"
        emptyDescription="When someone asks to connect with you, the request shows here."
      />
    </div>
  );
}
