import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SortableRow, type ReorderItem } from './sortable-row';
import { refetchQuietly } from '../../lib/sections';

interface ReorderDialogProps {
  /** The section, e.g. 'education'. */
  what: string;
  items: ReorderItem[];
  onClose: () => void;
  /** Saves one item's new position (an update with `{ order }`). */
  saveOrder: (id: string, order: number) => Promise<unknown>;
  /** After every update succeeded: refetch the list. */
  onSaved: () => Promise<unknown>;
}

/**
 * Edit Order: drag rows (pointer or keyboard; Move up/down buttons too), then
 * Save sends one update per item in turn with its new index. Cancel discards the new order.
 * Mounted only while open, so it starts from the list's current order.
 */
export function ReorderDialog({ what, items, onClose, saveOrder, onSaved }: ReorderDialogProps) {
  const [rows, setRows] = useState(items);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length) return;
    setRows((current) => arrayMove(current, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    move(from, to);
  };

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      // In turn, not in parallel: the spec sends one update per item, in order.
      for (const [index, row] of rows.entries()) await saveOrder(row.id, index);
    } catch (error) {
      console.error('Saving the order failed', error);
      setFailed(true);
      setSaving(false);
      return;
    }
    setSaving(false);
    onClose();
    refetchQuietly(onSaved);
  };

  const close = () => {
    if (!saving) onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      title="Edit Order"
      description={`Drag your ${what} into the order you want, then save.`}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <ol aria-label="Items in order" className="flex flex-col gap-2">
            {rows.map((row, index) => (
              <SortableRow
                key={row.id}
                item={row}
                index={index}
                last={index === rows.length - 1}
                onMove={move}
                disabled={saving}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {failed ? <Alert className="mt-4">Failed to save order</Alert> : null}
    </Dialog>
  );
}
