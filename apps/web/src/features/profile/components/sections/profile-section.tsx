import { useState, type ComponentType } from 'react';
import { useSectionList, type Document, type SectionApi } from '../../api/section-api';
import type { SectionFormProps } from '../forms/use-profile-form';
import { SectionPanel, type SectionItem, type SectionPanelProps } from './section-panel';
import type { SectionProps } from './section-props';

type Described<T extends SectionItem> = Pick<
  SectionPanelProps<T>,
  'type' | 'title' | 'renderItem' | 'describe' | 'empty' | 'layout'
>;

type Ordered = SectionItem & { order?: number | null };

interface ProfileSectionProps<
  TData,
  TItem extends Ordered,
  TCreate extends Document,
  TUpdate extends Document,
>
  extends SectionProps, Described<TItem> {
  api: SectionApi<TData, TItem, TCreate, TUpdate>;
  /** The Add / Edit dialog, mounted only while open. */
  form: ComponentType<SectionFormProps<TItem>>;
}

/** One profile section wired to its operations: list, Add, Edit, Delete and Edit Order. */
export function ProfileSection<
  TData,
  TItem extends Ordered,
  TCreate extends Document,
  TUpdate extends Document,
>({
  userId,
  isOwner,
  api,
  form: Form,
  ...panel
}: ProfileSectionProps<TData, TItem, TCreate, TUpdate>) {
  const { items, loading, error, refetch, deleteItem, saveOrder } = useSectionList(userId, api);
  const [editing, setEditing] = useState<TItem | 'new' | null>(null);
  return (
    <>
      <SectionPanel
        {...panel}
        isOwner={isOwner}
        items={items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        deleteItem={deleteItem}
        saveOrder={saveOrder}
        refetch={refetch}
      />
      {editing ? (
        <Form
          userId={userId}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
    </>
  );
}
