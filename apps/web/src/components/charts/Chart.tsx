import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { chartTable } from './chartTable';
import type { ChartOption } from './types';

// ECharts is large: it loads with the first chart, never with the main bundle.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

/**
 * A lazily loaded ECharts chart; `label` describes it for screen readers, and a toggle shows the
 * same data as a table (the chart's text alternative, read from its option).
 */
export function Chart({ option, height = 280, label }: { option: ChartOption; height?: number; label: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const table = useMemo(() => (open ? chartTable(option) : null), [open, option]);
  return (
    <div className="chart">
      <Suspense
        fallback={
          // Busy while the drawing code loads (the settled signal, app/settled.tsx, waits for it).
          <div aria-busy="true">
            <Skeleton.Node active className="chart-placeholder" style={{ height, width: '100%' }} />
          </div>
        }
      >
        <ChartCanvas option={option} height={height} label={label} />
      </Suspense>
      <Button type="link" size="small" className="chart__toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="chart-table-toggle">
        {t(open ? 'chart.hideTable' : 'chart.showTable')}
      </Button>
      {table && (
        <div className="chart__table" tabIndex={0} role="region" aria-label={label}>
          <table data-testid="chart-table">
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.category')}</th>
                {table.columns.map((c, i) => (
                  <th scope="col" key={i}>
                    {c || label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((v, j) => (
                    <td key={j}>{v}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
