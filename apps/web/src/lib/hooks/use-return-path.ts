import { useLocation } from 'react-router-dom';

/** This page's address (path and query): where signing in or up brings the visitor back to. */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
