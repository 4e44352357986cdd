import { Badge } from '@/components/ui/badge';
import { type FragmentType, useFragment } from '@/gql';
import type { AdminReportQuery } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { AdminMessageFieldsFragment } from '../api/admin';
import { dateTime, memberName } from '../lib/admin-texts';
import { MemberSummary } from './member-summary';

type Context = AdminReportQuery['adminReport']['context'];

/**
 * The reported content where it lives (a message's context also names its sender, so the message
 * comes before the profile): the post with its owner, the profile, or the message among its neighbours. */
export function ReportContext({ context }: { context: Context }) {
  if (context.gone) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-muted/40 px-4 py-6 text-center text-sm text-muted-foreground">
        The reported content was deleted since the report.
      </p>
    );
  }
  if (context.post) {
    const { post } = context;
    return (
      <article aria-labelledby="reported-post-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone={post.status === 'open' ? 'success' : 'neutral'}>{post.status}</Badge>
            {post.hidden ? <Badge tone="warning">Hidden: {post.hidden.reason}</Badge> : null}
          </div>
          <h3 id="reported-post-title" className="text-lg font-semibold break-words">
            {post.title}
          </h3>
          {post.description ? (
            <p className="text-sm break-words whitespace-pre-line text-foreground/85">
              {post.description}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">Posted {dateTime(post.created_at)}</p>
        </div>
        <div className="border-t border-border pt-4">
          <MemberSummary member={post.owner} caption="Owner" />
        </div>
      </article>
    );
  }
  if (context.message) {
    return (
      <div className="flex flex-col gap-4">
        <MessageThread reported={context.message} neighbours={context.neighbours} />
        {context.member ? (
          <div className="border-t border-border pt-4">
            <MemberSummary member={context.member} caption="Sender" />
          </div>
        ) : null}
      </div>
    );
  }
  if (context.member) {
    return (
      <div className="flex flex-col gap-3">
        <MemberSummary member={context.member} caption="Profile" />
        {context.member.bio ? (
          <p className="text-sm break-words whitespace-pre-line text-foreground/85">
            {context.member.bio}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          Member since {dateTime(context.member.created_at)}
        </p>
      </div>
    );
  }
  return null;
}

type MessageRef = FragmentType<typeof AdminMessageFieldsFragment>;
type ThreadItem = MessageRef & { _id: string };

function MessageThread({
  reported,
  neighbours,
}: {
  reported: ThreadItem;
  neighbours: ThreadItem[];
}) {
  // The neighbours include the reported message (oldest first); alone if the server sent none.
  const thread = neighbours.length > 0 ? neighbours : [reported];
  return (
    <ol aria-label="The conversation around the reported message" className="flex flex-col gap-2">
      {thread.map((item) => (
        <ThreadMessage key={item._id} message={item} reportedId={reported._id} />
      ))}
    </ol>
  );
}

function ThreadMessage({ message: ref, reportedId }: { message: MessageRef; reportedId: string }) {
  const message = useFragment(AdminMessageFieldsFragment, ref);
  const { sender } = message;
  const isReported = message._id === reportedId;
  return (
    <li
      aria-current={isReported ? 'true' : undefined}
      data-reported={isReported ? 'true' : undefined}
      className={cn(
        'flex flex-col gap-1 rounded-xl border px-3.5 py-2.5',
        isReported
          ? 'border-destructive/40 bg-destructive/8 ring-1 ring-destructive/30'
          : 'border-border bg-muted/40',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{memberName(sender)}</span>
        <time dateTime={message.created_at}>{dateTime(message.created_at)}</time>
        {isReported ? <Badge tone="danger">Reported</Badge> : null}
        {message.hidden ? <Badge tone="warning">Hidden: {message.hidden.reason}</Badge> : null}
      </div>
      <p
        className={cn(
          'text-sm break-words whitespace-pre-line',
          message.is_deleted && 'text-muted-foreground italic',
        )}
      >
        {message.is_deleted ? 'Deleted by the sender' : message.content}
      </p>
    </li>
  );
}
