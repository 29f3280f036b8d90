import { useCallback, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { i18n } from '../i18n';
import { useMediaQuery, PHONE_QUERY } from './useMediaQuery';

/**
 * Server-side paging, filters and sorting for antd tables (DESIGN §3: every list pages on the
 * server). The table reports what the user clicked; this keeps the request the server needs.
 */
export type SortOrder = 'asc' | 'desc';

export interface ListRequest<F, S extends string> {
  pageNum: number;
  pageSize: number;
  sort?: S;
  order?: SortOrder;
  filters: F;
}

export const DEFAULT_PAGE_SIZE = 20;

/** antd's pagination and sorter -> the request's paging and sort (a cleared sort is the server's default). */
export function fromTableChange<S extends string>(pagination: TablePaginationConfig, sorter: SorterResult<unknown> | SorterResult<unknown>[], sortable: readonly S[]) {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const key = String(single?.columnKey ?? single?.field ?? '');
  const sort = single?.order && (sortable as readonly string[]).includes(key) ? (key as S) : undefined;
  return {
    pageNum: pagination.current ?? 1,
    pageSize: pagination.pageSize ?? DEFAULT_PAGE_SIZE,
    sort,
    order: sort ? (single.order === 'ascend' ? 'asc' : 'desc') : undefined,
  } satisfies Partial<ListRequest<unknown, S>>;
}

/** Filters without the empty ones: the server reads a missing filter as "any". */
export function compact<F extends object>(filters: F): Partial<F> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<F>;
}

/** The request body: paging, sort and the non-empty filters. */
export function toRequest<F extends object, S extends string>(state: ListRequest<F, S>) {
  const { filters, sort, order, ...paging } = state;
  return { ...paging, ...compact(filters), ...(sort ? { sort, order } : {}) };
}

export function useServerTable<F extends object, S extends string = never>(initialFilters: F, sortable: readonly S[] = []) {
  const [state, setState] = useState<ListRequest<F, S>>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, filters: initialFilters });

  /** A changed filter starts again at page 1. */
  const setFilters = useCallback(
    (patch: Partial<F>) =>
      setState((s) => {
        const changed = Object.entries(patch).some(([key, value]) => s.filters[key as keyof F] !== value);
        return changed ? { ...s, pageNum: 1, filters: { ...s.filters, ...patch } } : s;
      }),
    [],
  );
  const reset = () => setState((s) => ({ ...s, pageNum: 1, sort: undefined, order: undefined, filters: initialFilters }));

  /** The table's onChange, for any row type. */
  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: unknown) =>
    setState((s) => ({ ...s, ...fromTableChange(pagination, sorter as SorterResult<unknown>, sortable) }));

  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: state.pageNum,
    pageSize: state.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (count) => i18n.t('common:table.total', { count }),
    responsive: true,
  });

  /** The controlled sort arrow of a column. */
  const sortOrder = (column: S) => (state.sort === column ? (state.order === 'asc' ? 'ascend' : 'descend') : null);

  return { state, request: toRequest(state), setFilters, reset, onChange, pagination, sortOrder };
}

/**
 * Where a table pins its name and actions columns while the rest scrolls sideways: nowhere on
 * phones, where two pinned columns would fill the screen and hide everything between them.
 */
export function usePinnedColumns(): { left?: 'left'; right?: 'right' } {
  return useMediaQuery(PHONE_QUERY) ? {} : { left: 'left', right: 'right' };
}
