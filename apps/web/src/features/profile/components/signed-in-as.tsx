import { useQuery } from '@apollo/client/react';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { CurrentMemberQuery } from '../api/current-member';

/** Who the profile belongs to, read from the API (the profile screen itself comes later). */
export function SignedInAs() {
  const { data, loading, error } = useQuery(CurrentMemberQuery);
  if (loading) return <Spinner className="mt-6" label="Loading..." />;
  if (error || !data) {
    return <p className="mt-6 text-sm text-muted-foreground">Your account could not be loaded.</p>;
  }
  const me = data.loadUserById;
  const name = [me.first_name, me.last_name].filter(Boolean).join(' ');
  return (
    <div className="mx-auto mt-8 flex w-fit max-w-full items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3 text-left shadow-soft">
      <Avatar src={me.photo} firstName={me.first_name} lastName={me.last_name} size="md" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold">Signed in as {name}</p>
        <a
          href={`mailto:${me.email}`}
          className="block truncate text-sm text-muted-foreground hover:text-foreground hover:underline"
        >
          {me.email}
        </a>
      </div>
    </div>
  );
}
