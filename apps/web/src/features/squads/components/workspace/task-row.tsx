import { useId } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { MemberAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { memberName, type SquadMember } from '../../lib/squad-format';
import type { WorkspaceTask } from './workspace-types';

export const compactSelectClasses = cn(fieldClasses, 'h-9 w-auto min-w-0 px-2.5 text-sm');

interface TaskRowProps {
  task: WorkspaceTask;
  index: number;
  count: number;
  members: readonly SquadMember[];
  canRemove: boolean;
  /**
   * A move is on its way: the arrows wait for the new order (ignored, not disabled, so the focused
   * arrow keeps focus).
   */
  moving: boolean;
  onToggle: (done: boolean) => void;
  onAssign: (assigneeId: string | null) => void;
  onMove: (position: number, button: 'up' | 'down') => void;
  onRemove: () => void;
}

/** 'Unassigned', then every member: who a task may be for. */
export function AssigneeOptions({ members }: { members: readonly SquadMember[] }) {
  return (
    <>
      <option value="">Unassigned</option>
      {members.map((member) => (
        <option key={member.user_id} value={member.user_id}>
          {memberName(member)}
        </option>
      ))}
    </>
  );
}

/** The DOM id of a task's arrow, to give focus back to after the list reorders. */
export const moveButtonId = (taskId: string, button: 'up' | 'down') => `task-${taskId}-${button}`;

/**
 * One task: a checkbox named by its title, who it is for (any member, or nobody), arrows to move it
 * (the keyboard's way to reorder) and Remove for its author or the owner.
 */
export function TaskRow({
  task,
  index,
  count,
  members,
  canRemove,
  moving,
  onToggle,
  onAssign,
  onMove,
  onRemove,
}: TaskRowProps) {
  const id = useId();
  const assigneeId = task.assignee?.user_id ?? '';
  // A member who just left may still be named until the refetch lands.
  const gone = task.assignee && !members.some((m) => m.user_id === assigneeId);
  return (
    <li
      data-testid="squad-task"
      data-done={task.done}
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2.5 first:pt-0 last:pb-0 sm:flex-nowrap"
    >
      <div className="flex min-w-0 flex-1 basis-full items-start gap-3 sm:basis-auto">
        <input
          id={`${id}-done`}
          type="checkbox"
          checked={task.done}
          onChange={(event) => onToggle(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-input accent-primary"
        />
        <label
          htmlFor={`${id}-done`}
          className={cn(
            'min-w-0 flex-1 cursor-pointer text-[0.9375rem] leading-snug break-words',
            task.done && 'text-muted-foreground line-through',
          )}
        >
          {task.title}
        </label>
      </div>
      <div className="ml-8 flex shrink-0 items-center gap-1 sm:ml-0">
        {task.assignee ? (
          <span aria-hidden="true" className="mr-1 hidden sm:inline-flex">
            <MemberAvatar member={task.assignee} className="size-6 text-[0.625rem]" />
          </span>
        ) : null}
        <select
          aria-label={`Assignee for ${task.title}`}
          value={assigneeId}
          onChange={(event) => onAssign(event.target.value || null)}
          className={cn(
            compactSelectClasses,
            'max-w-[12rem]',
            !assigneeId && 'text-muted-foreground',
          )}
        >
          <AssigneeOptions members={members} />
          {gone && task.assignee ? (
            <option value={assigneeId}>{memberName(task.assignee)}</option>
          ) : null}
        </select>
        <Button
          id={moveButtonId(task._id, 'up')}
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${task.title} up`}
          title="Move up"
          disabled={index === 0}
          onClick={() => {
            if (!moving) onMove(index - 1, 'up');
          }}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          id={moveButtonId(task._id, 'down')}
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${task.title} down`}
          title="Move down"
          disabled={index === count - 1}
          onClick={() => {
            if (!moving) onMove(index + 1, 'down');
          }}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        {canRemove ? (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove task ${task.title}`}
            title="Remove task"
            className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
