import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { AnyRoute, RouteInput, RouteResponse } from '../http/route.js';
import { usePlatform } from './platform-context.js';

/**
 * Reads one contract route through the platform's client, cached by swr under its URL.
 * Pass `null` as input to wait (e.g. until an id is known). `data` is null when the call failed.
 *
 * A key's first answer is drawn as a transition (issue 7: total blocking time). swr hands answers
 * to React through an external store, which React renders in one uninterruptible task: a page of
 * cards arriving on a slow phone blocked input for 100 ms and more. Deferred, the first pass keeps
 * the skeleton on screen and React draws the answer in slices, yielding to input between them.
 * `data`, `error` and `isLoading` move together, so a page never shows "loaded, no data" in between.
 * Only that first answer waits: a new key shows its own loading state at once (never the previous
 * key's data under a new tab), and later changes of a loaded key (a save, `mutate`) draw at once.
 */
export function useApi<D extends AnyRoute>(
  route: D,
  input: RouteInput<D> | null,
  config?: SWRConfiguration,
): SWRResponse<RouteResponse<D> | null> {
  const { api } = usePlatform();
  const key = input === null ? null : api.url(route, input);
  const response = useSWR(key, () => api.call(route, input as RouteInput<D>), { revalidateOnFocus: false, ...config });
  const { data, error, isLoading } = response;
  const live = useMemo(() => ({ key, data, error, isLoading }), [key, data, error, isLoading]);
  const deferred = useDeferredValue(live);
  const drawn = deferred.key === key && deferred.isLoading && !isLoading ? deferred : live;
  return {
    data: drawn.data,
    error: drawn.error,
    isLoading: drawn.isLoading,
    mutate: response.mutate,
    // A getter, as swr's own: only a caller that reads it re-renders on every revalidation.
    get isValidating() {
      return response.isValidating;
    },
  };
}

export interface PagedList<T> {
  items: T[];
  /** True while a page is being fetched. */
  loading: boolean;
  /** False once a page came back shorter than the page size. */
  hasMore: boolean;
  /** True when the first page failed. */
  failed: boolean;
  loadMore: () => void;
}

/**
 * Infinite scrolling over a paged route (`p` from 0, `pp` page size). The list restarts whenever
 * `resetKey` changes (a new tab, sort or keyword), as the spec asks; answers that arrive for an
 * older key or page are dropped.
 */
export function useApiPages<D extends AnyRoute, T>(
  route: D,
  inputForPage: (page: number) => RouteInput<D>,
  pick: (response: RouteResponse<D>) => T[],
  pageSize: number,
  resetKey: string,
): PagedList<T> {
  const { api } = usePlatform();
  const [cursor, setCursor] = useState({ key: resetKey, page: 0 });
  const page = cursor.key === resetKey ? cursor.page : 0;
  const [list, setList] = useState({ key: resetKey, items: [] as T[], hasMore: true, failed: false, loadedPage: -1 });
  const latest = useRef('');
  const inputRef = useRef(inputForPage);
  inputRef.current = inputForPage;
  const pickRef = useRef(pick);
  pickRef.current = pick;

  useEffect(() => {
    const request = `${resetKey}\u0000${page}`;
    latest.current = request;
    api.call(route, inputRef.current(page)).then((response) => {
      if (latest.current !== request) return;
      // A transition, like useApi's answers: a page of cards is drawn in slices that yield to input.
      startTransition(() =>
        setList((previous) => {
          const base = previous.key === resetKey && page > 0 ? previous.items : [];
          if (response === null) return { key: resetKey, items: base, hasMore: false, failed: page === 0, loadedPage: page };
          const next = pickRef.current(response);
          return { key: resetKey, items: [...base, ...next], hasMore: next.length >= pageSize, failed: false, loadedPage: page };
        }),
      );
    });
  }, [api, route, page, pageSize, resetKey]);

  const current = list.key === resetKey;
  const loading = !current || list.loadedPage !== page;
  const hasMore = current ? list.hasMore : true;
  const loadMore = useCallback(() => {
    if (!loading && hasMore) setCursor({ key: resetKey, page: page + 1 });
  }, [loading, hasMore, resetKey, page]);

  return { items: current ? list.items : [], loading, hasMore, failed: current && list.failed, loadMore };
}
