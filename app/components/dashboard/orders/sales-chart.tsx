import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { orderMoney } from '../../../../core/orders';

export interface SalesChartDay {
  date: string;
  orders: number;
  net: number;
}

/** 2026-03-09 → 9 Mar, in UTC like the figures. */
export const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * Orders (bars, right axis) and takings after refunds (line, left axis) per day, drawn by uPlot once the
 * page has hydrated. uPlot is imported here only, so it ships with the dashboard's orders route alone. The
 * canvas is hidden from assistive technology: the page's table says the same.
 */
export function SalesChart({
  days,
  currency,
  tableId,
}: {
  days: readonly SalesChartDay[];
  currency: string;
  tableId: string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const x = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
      const styles = getComputedStyle(element);
      const primary = styles.getPropertyValue('--primary-color').trim() || '#86b302';
      const text = styles.color || '#222';
      const size = () => ({ width: Math.max(element.clientWidth, 240), height: 260 });
      chart = new UPlot(
        {
          ...size(),
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
          scales: {
            x: { time: true },
            money: { auto: true },
            orders: { auto: true, range: (_u, _min, max) => [0, Math.max(max, 1)] },
          },
          axes: [
            {
              stroke: text,
              grid: { show: false },
              values: (_u, ticks) =>
                ticks.map((tick) => shortDate(new Date(tick * 1000).toISOString().slice(0, 10))),
            },
            {
              scale: 'money',
              stroke: text,
              size: 72,
              values: (_u, ticks) => ticks.map((tick) => orderMoney(tick, currency)),
            },
            {
              scale: 'orders',
              side: 1,
              stroke: text,
              grid: { show: false },
              values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')),
            },
          ],
          series: [
            {
              label: 'Day',
              value: (_u, ts) =>
                ts == null ? '' : shortDate(new Date(ts * 1000).toISOString().slice(0, 10)),
            },
            {
              label: 'Orders',
              scale: 'orders',
              stroke: '#5c6bc0',
              fill: 'rgba(92, 107, 192, 0.35)',
              paths: UPlot.paths.bars?.({ size: [0.6, 40] }),
              points: { show: false },
              value: (_u, value) => (value == null ? '' : String(value)),
            },
            {
              label: 'Takings after refunds',
              scale: 'money',
              stroke: primary,
              width: 2,
              value: (_u, value) => (value == null ? '' : orderMoney(value, currency)),
            },
          ],
        },
        [x, days.map((day) => day.orders), days.map((day) => day.net)],
        element,
      );
      observer = new ResizeObserver(() => chart?.setSize(size()));
      observer.observe(element);
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
      setDrawn(false);
    };
  }, [days, currency]);

  return (
    <figure className="sales-chart" aria-describedby={tableId}>
      <div ref={holder} className="sales-chart-canvas" aria-hidden="true" data-drawn={drawn || undefined} />
      <figcaption>
        Orders and takings after refunds per day. The table <a href={`#${tableId}`}>Sales per day</a> has the
        same figures.
      </figcaption>
    </figure>
  );
}
