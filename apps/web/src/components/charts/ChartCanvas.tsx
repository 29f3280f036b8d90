import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartOption } from './types';

// Only what the portal draws, so the chunk stays small. SVG: crisp at any zoom, light for small charts.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** One ECharts instance bound to a div: follows option changes and the container's size. */
export default function ChartCanvas({ option, height, label }: { option: ChartOption; height: number; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);

  useEffect(() => {
    const instance = echarts.init(element.current!, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    // notMerge: a new period replaces the old series instead of blending with them.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} style={{ height }} role="img" aria-label={label} />;
}
