import { useState } from 'react';
import { Flag, MoreHorizontal, Pencil, Reply, Trash2 } from 'lucide-react';
import { ReportDialog } from '@/components/report/report-dialog';
import { Menu } from '@/components/ui/menu';
import { MenuItem, MenuSeparator } from '@/components/ui/menu-items';
import { cn } from '@/lib/cn';

interface MessageActionsProps {
  messageId: string;
  own: boolean;
  /** Opens upwards, except near the top of the log where there is no room. */
  openUp: boolean;
  onReply: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A message's menu (keyboard accessible through <Menu>): Reply on every message; Edit and Delete on
 * the viewer's own; Report on the other member's. The trigger shows on hover or focus, and always on touch screens.
 */
export function MessageActions({
  messageId,
  own,
  openUp,
  onReply,
  onEdit,
  onDelete,
}: MessageActionsProps) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Menu
        label="Message actions"
        trigger={<MoreHorizontal className="size-4" aria-hidden="true" />}
        // The trigger sits beside the bubble, on its inner side: the menu opens over the bubble, so it
        // never runs past the log's edge on a phone.
        align={own ? 'start' : 'end'}
        side={openUp ? 'top' : 'bottom'}
        menuClassName="min-w-36"
        triggerClassName={cn(
          'inline-flex size-7 items-center justify-center rounded-full text-muted-foreground transition',
          'opacity-0 group-hover:opacity-100 focus-visible:opacity-100 aria-expanded:opacity-100 pointer-coarse:opacity-100',
          'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-expanded:bg-muted',
        )}
      >
        <MenuItem icon={<Reply aria-hidden="true" />} onSelect={onReply}>
          Reply
        </MenuItem>
        {own ? (
          <>
            <MenuItem icon={<Pencil aria-hidden="true" />} onSelect={onEdit}>
              Edit
            </MenuItem>
            <MenuSeparator />
            <MenuItem
              icon={<Trash2 aria-hidden="true" />}
              onSelect={onDelete}
              className="text-destructive hover:bg-destructive/10 focus:bg-destructive/10 [&_svg]:text-destructive"
            >
              Delete
            </MenuItem>
          </>
        ) : (
          <>
            <MenuSeparator />
            <MenuItem icon={<Flag aria-hidden="true" />} onSelect={() => setReporting(true)}>
              Report
            </MenuItem>
          </>
        )}
      </Menu>
      {own ? null : (
        <ReportDialog
          open={reporting}
          onClose={() => setReporting(false)}
          subjectType="message"
          subjectId={messageId}
        />
      )}
    </>
  );
}
