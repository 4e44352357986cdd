import { useMemo } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { byOrder } from '../lib/sections';

// Any document, whatever its variables: `never` accepts every variables type.
export type Document<TData = unknown> = TypedDocumentNode<TData, never>;
type VariablesOf<D> = D extends TypedDocumentNode<unknown, infer V> ? V : never;
type InputOf<D> = VariablesOf<D> extends { input: infer I } ? I : never;

/** One profile section's operations: the list, create, update (also reorder) and delete. */
type Ordered = { order?: number | null };

export interface SectionApi<
  TData,
  TItem extends Ordered,
  TCreate extends Document,
  TUpdate extends Document,
> {
  list: TypedDocumentNode<TData, { userId?: string | null }>;
  items: (data: TData) => readonly TItem[];
  create: TCreate;
  update: TUpdate;
  remove: Document;
  /** The name of the id variable in update and delete, e.g. `educationId`. */
  idName: string;
}

// The documents stay literal for codegen; only the variables are built here, so the
// mutation hooks see them as plain variables.
const asPlain = (document: Document) => document as TypedDocumentNode<unknown, OperationVariables>;

/** Names a section's operations once; the identity keeps the document types for the hooks. */
export function defineSectionApi<
  TData,
  TItem extends Ordered,
  TCreate extends Document,
  TUpdate extends Document,
>(api: SectionApi<TData, TItem, TCreate, TUpdate>) {
  return api;
}

/** The section's list sorted by order, with delete and reorder for the owner's panel. */
export function useSectionList<
  TData,
  TItem extends Ordered,
  TCreate extends Document,
  TUpdate extends Document,
>(userId: string, api: SectionApi<TData, TItem, TCreate, TUpdate>) {
  const { data, loading, error, refetch } = useQuery(api.list, { variables: { userId } });
  const items = useMemo(() => data && byOrder(api.items(data as TData)), [api, data]);
  const [update] = useMutation(asPlain(api.update));
  const [remove] = useMutation(asPlain(api.remove));
  return {
    items,
    loading,
    error,
    refetch,
    deleteItem: (id: string) => remove({ variables: { [api.idName]: id } }),
    saveOrder: (id: string, order: number) =>
      update({ variables: { [api.idName]: id, input: { order } } }),
  };
}

/** Sends a section form: create for a new entry (item null), update otherwise. */
export function useSectionSave<
  TData,
  TItem extends Ordered,
  TCreate extends Document,
  TUpdate extends Document,
>(userId: string, api: SectionApi<TData, TItem, TCreate, TUpdate>) {
  const [create] = useMutation(asPlain(api.create));
  const [update] = useMutation(asPlain(api.update));
  return (item: { _id: string } | null, input: InputOf<TCreate> & InputOf<TUpdate>) =>
    item
      ? update({ variables: { [api.idName]: item._id, input } })
      : create({ variables: { userId, input } });
}
