/**
 * The funnel per day as lines (uPlot, in this page's chunk only): address checks, qualified,
 * customise, checkout started, orders. The canvas is decoration for sighted readers; the same
 * numbers are in the tables beside it, and the legend is a plain list.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './Funnel.module.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

const HEIGHT = 280;

export function FunnelChart({
  caption,
  days,
  series,
}: {
  caption: string;
  /** ISO days, oldest first. */
  days: string[];
  series: ChartSeries[];
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const x = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [{}, { size: 60 }],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: false },
          })),
        ],
      },
      [x, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series]);

  return (
    <figure className={styles.figure}>
      <figcaption>{caption}</figcaption>
      <div ref={box} className={styles.chart} aria-hidden="true" data-testid="funnel-chart" />
      <ul className={styles.legend}>
        {series.map((s) => (
          <li key={s.label}>
            <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
