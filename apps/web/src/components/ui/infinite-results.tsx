import {
  Fragment,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { LoadError } from '@/components/ui/load-error';
import { ListEnd } from '@/components/ui/list-end';
import { LoadingText } from '@/components/ui/loading-text';
import { useInView } from '@/lib/hooks/use-in-view';

/** One page of a list as its hook reports it. */
export interface ResultsPage<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

interface InfiniteResultsProps<Q, T extends { _id: string }> {
  /** What to list (e.g. the search mode); passed to `usePage` with each page number. */
  query: Q;
  /** A hook loading one page (from 1). */
  usePage: (query: Q, page: number) => ResultsPage<T>;
  pageSize: number;
  /** The card; `ref` is set on the last card while more pages may follow. */
  renderItem: (item: T, ref: Ref<HTMLElement> | undefined) => ReactNode;
  /** Shown in red above Try again when page 1 fails. */
  errorText: string;
  /** Shown when page 1 is empty. */
  empty: ReactNode;
  /** The end marker, e.g. 'No more projects.'. */
  endText: string;
  testId?: string;
}

/**
 * The two-column grid with infinite scroll: page 1 first, then one more page each time the last
 * card comes into view while the last page was full. Remount it (key) to start again at page 1.
 */
export function InfiniteResults<Q, T extends { _id: string }>({
  testId,
  ...props
}: InfiniteResultsProps<Q, T>) {
  const [pages, setPages] = useState(1);
  const loadAfter = useCallback(
    (page: number) => setPages((current) => (current === page ? current + 1 : current)),
    [],
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid={testId}>
      {Array.from({ length: pages }, (_, index) => (
        <ResultsPageView
          key={index + 1}
          {...props}
          page={index + 1}
          isLast={index + 1 === pages}
          onLoadMore={loadAfter}
        />
      ))}
    </div>
  );
}

interface PageProps<Q, T extends { _id: string }> extends Omit<
  InfiniteResultsProps<Q, T>,
  'testId'
> {
  page: number;
  isLast: boolean;
  onLoadMore: (page: number) => void;
}

function ResultsPageView<Q, T extends { _id: string }>(props: PageProps<Q, T>) {
  const { query, usePage, pageSize, renderItem, page, isLast, onLoadMore } = props;
  const answer = usePage(query, page);
  // The cards render in a deferred pass that yields, not in the task that received the page
  // (docs/decisions/0064); the status lines follow the same pass.
  const { items, loading, error } = useDeferredValue(
    useMemo(
      () => ({ items: answer.items, loading: answer.loading, error: answer.error }),
      [answer.items, answer.loading, answer.error],
    ),
  );
  const { retry } = answer;
  const lastCardRef = useInView<HTMLElement>(() => onLoadMore(page));
  // More pages are assumed while the last page came back full.
  const full = items !== undefined && items.length >= pageSize;

  let status = null;
  if (isLast) {
    if (error && !items) {
      status = (
        <LoadError className="py-6" retrying={loading} onRetry={retry}>
          {props.errorText}
        </LoadError>
      );
    } else if (!items) {
      status = loading ? <LoadingText /> : null;
    } else if (page === 1 && items.length === 0) {
      status = props.empty;
    } else if (!full) {
      status = <ListEnd>{props.endText}</ListEnd>;
    }
  }

  return (
    <>
      {items?.map((item, index) => (
        <Fragment key={item._id}>
          {renderItem(item, isLast && full && index === items.length - 1 ? lastCardRef : undefined)}
        </Fragment>
      ))}
      {status ? <div className="col-span-full">{status}</div> : null}
    </>
  );
}
