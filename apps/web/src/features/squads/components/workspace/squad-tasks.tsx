import { useId, useState } from 'react';
import { ListChecks } from 'lucide-react';
import { z } from 'zod';
import { SQUAD_SPACE, squadTaskTitleSchema } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formMessage, isSubmittingValues, showServerError, useSchemaForm } from '@/lib/forms';
import type { ChangeResult, WorkspaceChanges } from '../../hooks/use-workspace-changes';
import type { SquadMember } from '../../lib/squad-format';
import { AssigneeOptions, compactSelectClasses, moveButtonId, TaskRow } from './task-row';
import type { WorkspaceTask } from './workspace-types';
import { EmptyLine, FormMessage, WorkspaceSection } from './workspace-section';

interface SquadTasksProps {
  tasks: readonly WorkspaceTask[];
  members: readonly SquadMember[];
  viewerId: string | undefined;
  isOwner: boolean;
  changes: Pick<
    WorkspaceChanges,
    'addTask' | 'assignTask' | 'setTaskDone' | 'moveTask' | 'removeTask'
  >;
}

/**
 * The squad's checklist, in its order: every member adds, ticks, assigns and moves tasks; a task is
 * removed by whoever added it or by the owner. A move is announced, and the moved task's arrow
 * keeps focus, so the list can be reordered from the keyboard alone.
 */
export function SquadTasks({ tasks, members, viewerId, isOwner, changes }: SquadTasksProps) {
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const done = tasks.filter((task) => task.done).length;

  const move = async (task: WorkspaceTask, position: number, button: 'up' | 'down') => {
    setMoving(true);
    const moved = await changes.moveTask(task._id, position);
    setMoving(false);
    if (!moved) return;
    setAnnouncement(`Moved “${task.title}” to position ${position + 1} of ${tasks.length}.`);
    // The row moved in the list: its arrow (or the other one, at an end) takes focus again.
    requestAnimationFrame(() => {
      const same = document.getElementById(moveButtonId(task._id, button));
      const other = document.getElementById(
        moveButtonId(task._id, button === 'up' ? 'down' : 'up'),
      );
      const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
      target?.focus();
    });
  };

  return (
    <WorkspaceSection
      title="Tasks"
      icon={<ListChecks aria-hidden="true" />}
      meta={tasks.length > 0 ? `${done} of ${tasks.length} done` : undefined}
    >
      {tasks.length === 0 ? (
        <EmptyLine>No tasks yet. Add the first one below.</EmptyLine>
      ) : (
        <ul aria-label="Tasks" className="flex flex-col divide-y divide-border/70">
          {tasks.map((task, index) => (
            <TaskRow
              key={task._id}
              task={task}
              index={index}
              count={tasks.length}
              members={members}
              canRemove={isOwner || task.created_by === viewerId}
              moving={moving}
              onToggle={(value) => void changes.setTaskDone(task._id, value)}
              onAssign={(assigneeId) => void changes.assignTask(task._id, assigneeId)}
              onMove={(position, button) => void move(task, position, button)}
              onRemove={() => void changes.removeTask(task._id)}
            />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {tasks.length < SQUAD_SPACE.tasksMax ? (
        <AddTaskForm members={members} onAdd={changes.addTask} />
      ) : (
        <p className="mt-3 text-xs text-muted-foreground">
          A squad keeps at most {SQUAD_SPACE.tasksMax} tasks: remove one to add another.
        </p>
      )}
    </WorkspaceSection>
  );
}

const taskFormSchema = z.object({ title: squadTaskTitleSchema, assignee: z.string() });

function AddTaskForm({
  members,
  onAdd,
}: {
  members: readonly SquadMember[];
  onAdd: (title: string, assigneeId: string | null) => ChangeResult;
}) {
  const id = useId();
  const form = useSchemaForm(taskFormSchema, { defaultValues: { title: '', assignee: '' } });
  const message = formMessage(form.formState.errors);
  const busy = isSubmittingValues(form.formState);
  const assignee = form.watch('assignee');

  const submit = form.handleSubmit(async (values) => {
    const refused = await onAdd(values.title, values.assignee || null);
    if (refused) {
      showServerError(form, refused);
      return;
    }
    // Ready for the next one, who it is for kept.
    form.reset({ title: '', assignee: values.assignee });
    form.setFocus('title');
  });

  return (
    <form
      aria-label="Add a task"
      noValidate
      className="mt-4 flex flex-col gap-2 border-t border-border/70 pt-4"
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-title`} className="text-sm font-semibold">
            New task
          </label>
          <Input
            id={`${id}-title`}
            {...form.register('title')}
            maxLength={SQUAD_SPACE.taskTitleMax}
            placeholder="e.g. Design the logo"
            aria-invalid={form.formState.errors.title ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
            className="h-10"
          />
        </div>
        <div className="flex items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={`${id}-assignee`} className="text-sm font-semibold">
              For <span className="ml-1 text-xs font-normal text-muted-foreground">Optional</span>
            </label>
            <select
              id={`${id}-assignee`}
              {...form.register('assignee')}
              className={cn(
                compactSelectClasses,
                'h-10 w-full sm:w-44',
                !assignee && 'text-muted-foreground',
              )}
            >
              <AssigneeOptions members={members} />
            </select>
          </div>
          <Button type="submit" disabled={busy} className="h-10">
            {busy ? 'Adding…' : 'Add task'}
          </Button>
        </div>
      </div>
      <FormMessage id={`${id}-message`} message={message} />
    </form>
  );
}
