import { useId, useState } from 'react';
import { ExternalLink, Link2, Plus, Trash2 } from 'lucide-react';
import { SQUAD_SPACE, squadLinkSchema } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formMessage, isSubmittingValues, showServerError, useSchemaForm } from '@/lib/forms';
import type { ChangeResult } from '../../hooks/use-workspace-changes';
import type { WorkspaceLink } from './workspace-types';
import { EmptyLine, FormFooter, WorkspaceSection } from './workspace-section';

interface SquadLinksProps {
  links: readonly WorkspaceLink[];
  canEdit: boolean;
  onAdd: (title: string, url: string) => ChangeResult;
  onRemove: (linkId: string) => Promise<boolean>;
}

/** 'github.com' for a link's address, so a reader sees where it goes. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** The squad's links (repository, design, call): each opens in a new tab; editors add and remove. */
export function SquadLinks({ links, canEdit, onAdd, onRemove }: SquadLinksProps) {
  const [adding, setAdding] = useState(false);
  const full = links.length >= SQUAD_SPACE.linksMax;
  return (
    <WorkspaceSection
      title="Links"
      icon={<Link2 aria-hidden="true" />}
      meta={links.length > 0 ? links.length : undefined}
      action={
        canEdit && !adding && !full ? (
          <Button variant="ghost" size="sm" className="px-2.5" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add link
          </Button>
        ) : null
      }
    >
      {links.length === 0 ? (
        <EmptyLine>No links yet.</EmptyLine>
      ) : (
        <ul aria-label="Links" className="-my-1 flex flex-col">
          {links.map((link) => (
            <li key={link._id} className="flex min-h-11 items-center gap-2 py-1">
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.title} (${hostOf(link.url)}, opens in a new tab)`}
                className="group flex min-w-0 flex-1 items-baseline gap-2 rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="truncate font-medium text-primary group-hover:underline">
                  {link.title}
                </span>
                <span className="truncate text-xs text-muted-foreground">{hostOf(link.url)}</span>
                <ExternalLink
                  className="size-3.5 shrink-0 self-center text-muted-foreground"
                  aria-hidden="true"
                />
              </a>
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove link ${link.title}`}
                  title="Remove link"
                  className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                  onClick={() => void onRemove(link._id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit && adding ? <LinkForm onAdd={onAdd} onDone={() => setAdding(false)} /> : null}
      {canEdit && full ? (
        <p className="mt-3 text-xs text-muted-foreground">
          A squad keeps at most {SQUAD_SPACE.linksMax} links: remove one to add another.
        </p>
      ) : null}
    </WorkspaceSection>
  );
}

function LinkForm({ onAdd, onDone }: { onAdd: SquadLinksProps['onAdd']; onDone: () => void }) {
  const id = useId();
  const form = useSchemaForm(squadLinkSchema, { defaultValues: { title: '', url: '' } });
  const message = formMessage(form.formState.errors);
  const busy = isSubmittingValues(form.formState);
  const submit = form.handleSubmit(async (values) => {
    const refused = await onAdd(values.title, values.url);
    if (refused) showServerError(form, refused);
    else onDone();
  });
  const errors = form.formState.errors;
  const describedBy = message ? `${id}-message` : undefined;

  return (
    <form
      aria-label="Add a link"
      noValidate
      className="mt-3 flex flex-col gap-3 border-t border-border/70 pt-3"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-title`} className="text-sm font-semibold">
            Title
          </label>
          <Input
            id={`${id}-title`}
            {...form.register('title')}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only when the member chose Add link: the box they asked for takes focus
            autoFocus
            maxLength={SQUAD_SPACE.linkTitleMax}
            placeholder="Repository"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold">
            URL
          </label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('url')}
            placeholder="https://"
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      <FormFooter
        messageId={`${id}-message`}
        message={message}
        busy={busy}
        submitLabel="Add link"
        busyLabel="Adding…"
        onCancel={onDone}
      />
    </form>
  );
}
