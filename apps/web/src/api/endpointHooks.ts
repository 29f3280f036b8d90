import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, RequestOf, ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { call } from './client';
import type { EndpointRef } from './refs';

/**
 * React Query over the contract's endpoints. A query's key is [path, request], so a change
 * invalidates every cached page of an endpoint by its path alone.
 */
export const keyOf = (endpoint: Pick<Endpoint, 'path'>, data?: unknown): QueryKey => (data === undefined ? [endpoint.path] : [endpoint.path, data]);

/** Reads an endpoint (or its ref: api/refs.ts); the previous answer stays on screen while the next page or filter loads. */
export function useEndpointQuery<E extends Endpoint>(endpoint: E | EndpointRef<E>, data: RequestOf<E>, options: { enabled?: boolean; staleTime?: number; refetchInterval?: number | false | ((answer: ResponseOf<E> | undefined) => number | false) } = {}) {
  return useQuery({
    queryKey: keyOf(endpoint, data),
    queryFn: ({ signal }): Promise<ResponseOf<E>> => call(endpoint as EndpointRef<E>, data, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    staleTime: options.staleTime,
    refetchInterval: typeof options.refetchInterval === 'function' ? (query) => (options.refetchInterval as (answer: ResponseOf<E> | undefined) => number | false)(query.state.data) : options.refetchInterval,
  });
}

/** Calls an endpoint that changes something, then refetches what it made stale. */
export function useEndpointMutation<E extends Endpoint>(endpoint: E, options: { invalidates?: readonly (Endpoint | QueryKey)[] } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: RequestOf<E>): Promise<ResponseOf<E>> => call(endpoint, data),
    onSuccess: () => invalidate(queryClient, options.invalidates ?? []),
  });
}

export function invalidate(queryClient: ReturnType<typeof useQueryClient>, stale: readonly (Endpoint | QueryKey)[]) {
  return Promise.all(stale.map((item) => queryClient.invalidateQueries({ queryKey: Array.isArray(item) ? item : keyOf(item as Endpoint) })));
}
