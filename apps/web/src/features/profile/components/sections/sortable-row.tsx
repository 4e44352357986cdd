import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import { DRAG_ANIMATION_MS } from '@squadup/shared';
import { cn } from '@/lib/cn';

export interface ReorderItem {
  id: string;
  label: string;
  detail?: string;
}

interface SortableRowProps {
  item: ReorderItem;
  index: number;
  last: boolean;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-30';

/** One draggable row: a grip handle (pointer and keyboard drag) and Move up/down buttons. */
export function SortableRow({ item, index, last, disabled, onMove }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 rounded-xl border border-border bg-card px-2 py-2 shadow-soft',
        isDragging && 'relative z-10 border-primary/50 shadow-lifted',
      )}
    >
      <button
        type="button"
        aria-label={`Drag ${item.label}`}
        className={cn(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{item.label}</p>
        {item.detail ? (
          <p className="truncate text-xs text-muted-foreground">{item.detail}</p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={`Move ${item.label} up`}
        className={iconButton}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ChevronUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={`Move ${item.label} down`}
        className={iconButton}
        disabled={disabled || last}
        onClick={() => onMove(index, index + 1)}
      >
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
