import { Empty, Table, type TableProps } from 'antd';

/** The paging state a server-side table needs (lib/serverTable.ts provides it). */
interface ServerPaging {
  onChange: TableProps<never>['onChange'];
  pagination(total: number | undefined): TableProps<never>['pagination'];
}

/**
 * An antd table over one page of a server list (DESIGN §3): rows, loading, paging and sorting
 * come from the query and the table state; only the columns, width and empty text differ.
 */
export function ServerTable<T extends object>(props: {
  query: { data?: { list: T[]; total: number }; isFetching: boolean };
  table: ServerPaging;
  columns: TableProps<T>['columns'];
  scrollX: number;
  emptyText: string;
  testId: string;
  rowKey?: string;
}) {
  return (
    <Table<T>
      rowKey={props.rowKey ?? 'id'}
      columns={props.columns}
      dataSource={props.query.data?.list}
      loading={props.query.isFetching}
      onChange={props.table.onChange as TableProps<T>['onChange']}
      pagination={props.table.pagination(props.query.data?.total)}
      scroll={{ x: props.scrollX }}
      size="middle"
      data-testid={props.testId}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} /> }}
    />
  );
}
