import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Ban, CircleCheck, Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFragment } from '@/gql';
import type { AdminReportQuery } from '@/gql/graphql';
import { toast } from '@/lib/toast';
import {
  AdminMemberFieldsFragment,
  AdminMessageFieldsFragment,
  DismissReportMutation,
  HideMessageMutation,
  HidePostMutation,
  LiftSuspensionMutation,
  SuspendMemberMutation,
  UnhideMessageMutation,
  UnhidePostMutation,
} from '../api/admin';
import { useRefreshAdmin } from '../hooks/use-refresh-admin';
import { memberName, suspensionEnd } from '../lib/admin-texts';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
import { SuspendDialog } from './suspend-dialog';

type Report = AdminReportQuery['adminReport'];
type Open = 'dismiss' | 'hide' | 'unhide' | 'suspend' | 'lift' | null;

// Mutations answer on the screen (the dialog shows the API's message), not with the global toasts.
const OWN_ERRORS = { context: { skipErrorToast: true } } as const;

/**
 * What an operator can do about a report: dismiss it, hide (or show again) the post or the message,
 * suspend its author or lift their suspension. An action taken here while the report is open
 * resolves it (`reportId`).
 */
export function ReportActions({ report }: { report: Report }) {
  const { context } = report;
  const owner = useFragment(AdminMemberFieldsFragment, context.post?.owner);
  const profile = useFragment(AdminMemberFieldsFragment, context.member);
  const message = useFragment(AdminMessageFieldsFragment, context.message);
  // A message report's context names the sender as `member`.
  const member = owner ?? profile ?? null;
  const [open, setOpen] = useState<Open>(null);
  const refresh = useRefreshAdmin();
  const reportId = report.status === 'open' ? report._id : null;

  const [dismiss] = useMutation(DismissReportMutation, OWN_ERRORS);
  const [hidePost] = useMutation(HidePostMutation, OWN_ERRORS);
  const [unhidePost] = useMutation(UnhidePostMutation, OWN_ERRORS);
  const [hideMessage] = useMutation(HideMessageMutation, OWN_ERRORS);
  const [unhideMessage] = useMutation(UnhideMessageMutation, OWN_ERRORS);
  const [suspend] = useMutation(SuspendMemberMutation, OWN_ERRORS);
  const [lift] = useMutation(LiftSuspensionMutation, OWN_ERRORS);

  const after = async (done: string) => {
    toast.success(done);
    await refresh();
  };
  const close = () => setOpen(null);

  // The content an operator can hide: a post or a message (a profile has nothing to hide).
  const content = context.post
    ? { noun: 'post', id: context.post._id, hidden: context.post.hidden }
    : message
      ? { noun: 'message', id: message._id, hidden: message.hidden }
      : null;
  const name = memberName(member, 'this member');

  const dialogs: Record<
    Exclude<Open, 'suspend' | null>,
    Omit<ReasonDialogProps, 'open' | 'onClose'>
  > = {
    dismiss: {
      title: 'Dismiss the report',
      description:
        'Nothing changes for the content; the reporter is told their report was reviewed.',
      confirmLabel: 'Dismiss',
      busyLabel: 'Dismissing...',
      reasonHint: 'Kept in the audit log; the reporter does not see it.',
      onConfirm: async (reason) => {
        await dismiss({ variables: { reportId: report._id, reason } });
        await after('Report dismissed.');
      },
    },
    hide: {
      title: `Hide this ${content?.noun ?? 'content'}`,
      description: `Everyone but its author and operators stops seeing it.`,
      confirmLabel: `Hide ${content?.noun ?? ''}`.trim(),
      busyLabel: 'Hiding...',
      tone: 'destructive',
      reasonHint: 'The author sees it: "Hidden by a moderator: <reason>".',
      onConfirm: async (reason) => {
        if (!content) return;
        const input = { subjectId: content.id, reason, reportId };
        if (content.noun === 'post') await hidePost({ variables: { input } });
        else await hideMessage({ variables: { input } });
        await after(content.noun === 'post' ? 'Post hidden.' : 'Message hidden.');
      },
    },
    unhide: {
      title: `Show this ${content?.noun ?? 'content'} again`,
      description: 'Everyone who could see it before sees it again.',
      confirmLabel: 'Show again',
      busyLabel: 'Saving...',
      reasonHint: 'Kept in the audit log.',
      onConfirm: async (reason) => {
        if (!content) return;
        if (content.noun === 'post') {
          await unhidePost({ variables: { postId: content.id, reason } });
        } else {
          await unhideMessage({ variables: { messageId: content.id, reason } });
        }
        await after(content.noun === 'post' ? 'Post shown again.' : 'Message shown again.');
      },
    },
    lift: {
      title: `Lift ${name}'s suspension`,
      description: 'They can sign in again at once.',
      confirmLabel: 'Lift suspension',
      busyLabel: 'Lifting...',
      reasonHint: 'Kept in the audit log.',
      onConfirm: async (reason) => {
        if (!member) return;
        await lift({ variables: { userId: member._id, reason } });
        await after('Suspension lifted.');
      },
    },
  };

  return (
    <Card className="h-fit p-5">
      <section aria-labelledby="report-actions-heading" className="flex flex-col gap-3">
        <h2 id="report-actions-heading" className="text-base font-semibold">
          Actions
        </h2>
        {report.status === 'open' ? (
          <Button variant="outline" className="justify-start" onClick={() => setOpen('dismiss')}>
            <CircleCheck aria-hidden="true" />
            Dismiss report
          </Button>
        ) : null}
        {content && !context.gone ? (
          content.hidden ? (
            <Button variant="outline" className="justify-start" onClick={() => setOpen('unhide')}>
              <Eye aria-hidden="true" />
              Show {content.noun} again
            </Button>
          ) : (
            <Button variant="outline" className="justify-start" onClick={() => setOpen('hide')}>
              <EyeOff aria-hidden="true" />
              Hide {content.noun}
            </Button>
          )
        ) : null}
        {member ? (
          member.is_operator ? (
            <p className="text-xs text-muted-foreground">
              {name} is an operator: operators cannot be suspended.
            </p>
          ) : member.suspension ? (
            <>
              <p className="text-xs text-muted-foreground">
                {name} is suspended {suspensionEnd(member.suspension.until)}.
              </p>
              <Button variant="outline" className="justify-start" onClick={() => setOpen('lift')}>
                <ShieldCheck aria-hidden="true" />
                Lift suspension
              </Button>
            </>
          ) : (
            <Button
              variant="outline"
              className="justify-start text-destructive hover:bg-destructive/10"
              onClick={() => setOpen('suspend')}
            >
              <Ban aria-hidden="true" />
              Suspend member
            </Button>
          )
        ) : null}
        {report.status === 'resolved' && !content && !member ? (
          <p className="text-sm text-muted-foreground">Nothing left to do.</p>
        ) : null}
      </section>
      {(['dismiss', 'hide', 'unhide', 'lift'] as const).map((key) => (
        <ReasonDialog key={key} open={open === key} onClose={close} {...dialogs[key]} />
      ))}
      {member ? (
        <SuspendDialog
          open={open === 'suspend'}
          onClose={close}
          memberName={name}
          onSuspend={async ({ days, reason }) => {
            await suspend({ variables: { input: { userId: member._id, days, reason, reportId } } });
            await after(`${name} is suspended.`);
          }}
        />
      ) : null}
    </Card>
  );
}
