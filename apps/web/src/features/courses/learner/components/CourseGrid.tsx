import type { ReactNode } from 'react';
import { Empty, Pagination, Skeleton } from 'antd';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';

/** A page of course cards with loading and empty states and a pager under them. */
export function CourseGrid({
  data,
  loading,
  empty,
  page,
  pageSize,
  onPage,
  renderCard,
  testId,
}: {
  data?: { list: CourseSummary[]; total: number };
  loading: boolean;
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  renderCard: (course: CourseSummary) => ReactNode;
  testId: string;
}) {
  if (!data) {
    return (
      <div className="course-grid">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} active paragraph={{ rows: 4 }} />
        ))}
      </div>
    );
  }
  if (data.list.length === 0) return <div data-testid={`${testId}-empty`}>{empty}</div>;
  return (
    <>
      <div className={`course-grid${loading ? ' course-grid--loading' : ''}`} data-testid={testId}>
        {data.list.map(renderCard)}
      </div>
      {data.total > pageSize && (
        <div className="list-pager">
          <Pagination current={page} pageSize={pageSize} total={data.total} onChange={onPage} showSizeChanger={false} size="small" />
        </div>
      )}
    </>
  );
}

export const emptyBox = (description: ReactNode, extra?: ReactNode) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
    {extra}
  </Empty>
);
