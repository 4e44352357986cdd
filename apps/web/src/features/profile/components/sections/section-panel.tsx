import { useState, type ReactNode } from 'react';
import { ArrowUpDown, Pencil, Plus, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { refetchQuietly } from '../../lib/sections';
import { ReorderDialog } from './reorder-dialog';
import type { ReorderItem } from './sortable-row';

export interface SectionItem {
  _id: string;
}

export interface SectionPanelProps<T extends SectionItem> {
  /** The word in 'Add {type}' and 'Are you sure you want to delete this {type}?'. */
  type: string;
  title: string;
  isOwner: boolean;
  /** Already sorted by order. */
  items: T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  renderItem: (item: T) => ReactNode;
  /** Names the item in button labels and the reorder list. */
  describe: (item: T) => ReorderItem;
  onAdd: () => void;
  onEdit: (item: T) => void;
  deleteItem: (id: string) => Promise<unknown>;
  saveOrder: (id: string, order: number) => Promise<unknown>;
  /** Refetches the list after a delete or reorder. */
  refetch: () => Promise<unknown>;
  empty: { icon: ReactNode; owner: string; viewer: string };
  /** Short items (skills) sit two to a row from small screens up. */
  layout?: 'list' | 'grid';
}

const itemAction =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** One profile section: its list, and for the owner Add, Edit, Delete and Edit Order. */
export function SectionPanel<T extends SectionItem>(props: SectionPanelProps<T>) {
  const { type, title, isOwner, items, loading, error, onRetry, renderItem, describe } = props;
  const [deleting, setDeleting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reordering, setReordering] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await props.deleteItem(deleting);
      refetchQuietly(props.refetch);
    } catch (failure) {
      // Spec "Silent failures": deleting items reports to the console only.
      console.error(`Deleting the ${type} failed`, failure);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const list = items ?? [];
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold tracking-tight">{title}</h3>
        {/* With no items the empty state carries the one Add button, so its name stays unique. */}
        {isOwner && list.length > 0 ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setReordering(true)}>
              <ArrowUpDown aria-hidden="true" />
              Edit Order
            </Button>
            <Button size="sm" onClick={props.onAdd} aria-label={`Add ${type}`}>
              <Plus aria-hidden="true" />
              Add
            </Button>
          </div>
        ) : null}
      </div>

      {loading && !items ? (
        <Spinner className="py-10" label={`Loading ${title.toLowerCase()}...`} />
      ) : error && !items ? (
        <Alert>
          Could not load {title.toLowerCase()}.{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            Try again
          </button>
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={props.empty.icon}
          title={isOwner ? props.empty.owner : props.empty.viewer}
          action={
            isOwner ? (
              <Button size="sm" onClick={props.onAdd}>
                <Plus aria-hidden="true" />
                Add {type}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul
          className={props.layout === 'grid' ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-col gap-3'}
        >
          {list.map((item) => {
            const { label } = describe(item);
            return (
              <li
                key={item._id}
                className="flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-soft sm:p-5"
              >
                <div className="min-w-0 flex-1">{renderItem(item)}</div>
                {isOwner ? (
                  <div className="-mt-1 -mr-1 flex shrink-0 items-start gap-0.5">
                    <button
                      type="button"
                      aria-label={`Edit ${label}`}
                      className={itemAction}
                      onClick={() => props.onEdit(item)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete ${label}`}
                      className={`${itemAction} hover:bg-destructive/10 hover:text-destructive`}
                      onClick={() => setDeleting(item._id)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Delete"
        description={`Are you sure you want to delete this ${type}?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        tone="destructive"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {reordering ? (
        <ReorderDialog
          what={title.toLowerCase()}
          items={list.map(describe)}
          onClose={() => setReordering(false)}
          saveOrder={props.saveOrder}
          onSaved={props.refetch}
        />
      ) : null}
    </section>
  );
}
