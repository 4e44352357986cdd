import { Plus, X } from 'lucide-react';
import { PROFILE_LIMITS } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { linkIcon } from '../../lib/link-kind';

export interface LinkRow {
  name: string;
  url: string;
}

interface LinksEditorProps {
  links: LinkRow[];
  onChange: (links: LinkRow[]) => void;
}

/** Up to PROFILE_LIMITS.linksMax name + URL rows; the icon previews how the link will show. */
export function LinksEditor({ links, onChange }: LinksEditorProps) {
  const full = links.length >= PROFILE_LIMITS.linksMax;
  const update = (index: number, patch: Partial<LinkRow>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <fieldset className="flex flex-col gap-2.5">
      <div className="flex items-center justify-between gap-3">
        <legend className="text-sm font-semibold text-foreground/90">Links</legend>
        <span className="text-xs tabular-nums text-muted-foreground">
          {links.length}/{PROFILE_LIMITS.linksMax}
        </span>
      </div>
      {links.map((link, index) => {
        const Icon = linkIcon(link.url);
        return (
          // Rows have no id of their own; the index is their identity while the dialog is open.
          <div key={index} className="flex items-start gap-2">
            <span className="mt-3 flex size-5 shrink-0 items-center justify-center text-muted-foreground">
              {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
            </span>
            <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[2fr_3fr]">
              <Input
                aria-label={`Link ${index + 1} name`}
                placeholder="Name (e.g. GitHub)"
                value={link.name}
                onChange={(event) => update(index, { name: event.target.value })}
                className="h-10"
              />
              <Input
                type="url"
                aria-label={`Link ${index + 1} URL`}
                placeholder="https://..."
                value={link.url}
                onChange={(event) => update(index, { url: event.target.value })}
                className="h-10"
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove link ${index + 1}`}
              onClick={() => onChange(links.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={full}
        onClick={() => onChange([...links, { name: '', url: '' }])}
      >
        <Plus aria-hidden="true" />
        Add Link
      </Button>
    </fieldset>
  );
}
