import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

export default function EchartsLine({ points }: { points: { time: string; score: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current, undefined, { renderer: 'svg' });
    chart.setOption({
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 16, top: 16, bottom: 32 },
      xAxis: { type: 'category', data: points.map((p) => p.time.slice(5, 16).replace('T', ' ')) },
      yAxis: { type: 'value', scale: true },
      series: [{ type: 'line', data: points.map((p) => p.score), smooth: true }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [points]);
  return <div ref={box} className="cmp-chart" style={{ height: 220 }} role="img" aria-label="score history" />;
}
