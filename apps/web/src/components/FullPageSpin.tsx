import { Spin } from 'antd';

/** Shown while the first page (and its chunk) loads. */
export function FullPageSpin() {
  return (
    <div className="full-page-center">
      <Spin size="large" />
    </div>
  );
}
