import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { ChartOption } from './types';

// ECharts is large: it loads with the first chart, never with the main bundle.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

/** A lazily loaded ECharts chart; `label` describes it for screen readers. */
export function Chart({ option, height = 280, label }: { option: ChartOption; height?: number; label: string }) {
  return (
    <Suspense fallback={<Skeleton.Node active className="chart-placeholder" style={{ height, width: '100%' }} />}>
      <ChartCanvas option={option} height={height} label={label} />
    </Suspense>
  );
}
