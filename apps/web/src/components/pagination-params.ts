import { useSearchParams } from 'react-router';
import { pageSizeFrom } from './pagination';

/**
 * Paging kept in the URL (`?page=&pageSize=`), so reload, back and a shared link keep the place in a
 * list. Answers what `<Pagination>` takes; other query parameters of the page stay as they are.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = pageSizeFrom(params.get('pageSize'));
  const go = (nextPage: number, nextSize: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(nextPage));
        next.set('pageSize', String(nextSize));
        return next;
      },
      { replace: true },
    );
  return {
    page,
    pageSize,
    onPageChange: (nextPage: number) => go(nextPage, pageSize),
    onPageSizeChange: (nextSize: number) => go(1, nextSize),
  };
}
