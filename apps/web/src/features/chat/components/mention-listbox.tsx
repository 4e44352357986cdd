import { mentionHandle } from '@squadup/shared';
import { MemberAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import type { MentionPicker } from '../hooks/use-mention-picker';
import { personName } from '../lib/chat-list';

/**
 * The members an @mention may name, above the message box. Focus stays in the box (it points at
 * the highlighted option with aria-activedescendant); a click picks an option too.
 */
export function MentionListbox({ picker }: { picker: MentionPicker }) {
  if (!picker.open) return null;
  return (
    <ul
      id={picker.listboxId}
      role="listbox"
      aria-label="Mention a member"
      className="absolute inset-x-3 bottom-full z-20 mb-1 max-h-64 overflow-y-auto rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lifted sm:inset-x-4 sm:max-w-sm"
    >
      {picker.suggestions.map((member, index) => {
        const selected = index === picker.active;
        return (
          <li
            key={member.user_id}
            id={picker.optionId(index)}
            role="option"
            aria-selected={selected}
            // Picked on press, which also keeps focus in the message box (the keys are the box's).
            onMouseDown={(event) => {
              event.preventDefault();
              picker.pick(member);
            }}
            className={cn(
              'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm',
              selected ? 'bg-primary-soft text-primary-soft-foreground' : 'hover:bg-muted',
            )}
          >
            <span aria-hidden="true" className="contents">
              <MemberAvatar member={member} className="size-6 text-[0.625rem]" />
            </span>
            <span className="min-w-0 flex-1 truncate font-medium">{personName(member)}</span>
            <span
              className={cn(
                'shrink-0 text-xs',
                selected ? 'text-primary-soft-foreground' : 'text-muted-foreground',
              )}
            >
              @{mentionHandle(member)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
