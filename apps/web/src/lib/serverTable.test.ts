import { describe, expect, it } from 'vitest';
import { compact, fromTableChange, toRequest } from './serverTable';

describe('fromTableChange()', () => {
  const sortable = ['createdAt', 'name'] as const;

  it('turns antd paging and a column sort into the request', () => {
    expect(fromTableChange({ current: 3, pageSize: 50 }, { columnKey: 'name', order: 'ascend' }, sortable)).toEqual({ pageNum: 3, pageSize: 50, sort: 'name', order: 'asc' });
    expect(fromTableChange({ current: 1, pageSize: 20 }, { field: 'createdAt', order: 'descend' }, sortable)).toMatchObject({ sort: 'createdAt', order: 'desc' });
  });

  it('leaves the sort to the server when it is cleared or not sortable there', () => {
    expect(fromTableChange({ current: 2 }, { columnKey: 'name', order: undefined }, sortable)).toEqual({ pageNum: 2, pageSize: 20, sort: undefined, order: undefined });
    expect(fromTableChange({}, { columnKey: 'mobile', order: 'ascend' }, sortable).sort).toBeUndefined();
  });
});

describe('toRequest()', () => {
  it('drops empty filters and sends the sort only when there is one', () => {
    expect(compact({ keyword: '', role: undefined, status: 'active', companyId: null })).toEqual({ status: 'active' });
    expect(toRequest({ pageNum: 1, pageSize: 20, filters: { keyword: ' ', status: '' } })).toEqual({ pageNum: 1, pageSize: 20, keyword: ' ' });
    expect(toRequest({ pageNum: 2, pageSize: 10, sort: 'name', order: 'asc', filters: {} })).toEqual({ pageNum: 2, pageSize: 10, sort: 'name', order: 'asc' });
  });
});
