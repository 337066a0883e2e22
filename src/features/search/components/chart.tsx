// The Search page's charts: chartist (SVG, docs/charts.md) draws them into a box the size the page gives. The SVG is
// one image to a screen reader, named by the summary sentence; the numbers are in the table view beside it.
import { BarChart, Interpolation, LineChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import './charts.css';

interface ChartSeries {
  labels: string[];
  /** One array of values per series, in the order of `labels`. */
  series: number[][];
}

interface ChartProps extends ChartSeries {
  kind: 'bars' | 'horizontal-bars' | 'line';
  /** What the chart shows, in words (its summary sentence). */
  label: string;
  /** Height in pixels. */
  height: number;
  /** The series' names, shown under a chart of more than one. */
  legend?: string[];
}

/** Swatches in the series' colours (charts.css). */
const SWATCHES = ['bg-brand-600', 'bg-sky-400'];

/** Week labels under a line chart, at most (every n-th shown). */
const MOST_WEEK_LABELS = 8;
const NARROW = 'screen and (max-width: 640px)';
/** Axis labels longer than this are cut with an ellipsis (a phone has room for about as many). */
const MAX_LABEL = 16;
const shortLabel = (value: unknown) => {
  const text = String(value);
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;
};

export function Chart({ kind, labels, series, label, height, legend }: ChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // Horizontal bars are drawn from the bottom up: the first label goes last so it shows on top. Each series is
    // reversed in place, not the series' order (chartist's reverseData), so the colours keep matching the legend.
    const data = kind === 'horizontal-bars' ? { labels: [...labels].reverse(), series: series.map((values) => [...values].reverse()) } : { labels, series };
    const chart =
      kind === 'line'
        ? new LineChart(
            box,
            data,
            {
              height,
              fullWidth: true,
              // Monotone: the curve never dips below a week's count (no negative weeks between two points).
              lineSmooth: Interpolation.monotoneCubic(),
              low: 0,
              chartPadding: { right: 16, left: 0, top: 8, bottom: 0 },
              axisY: { onlyInteger: true, offset: 32 },
              axisX: { labelInterpolationFnc: (value, index) => (index % Math.ceil(labels.length / MOST_WEEK_LABELS) === 0 ? value : null) },
            },
            [
              // A phone has room for half as many week labels.
              [
                NARROW,
                {
                  axisX: {
                    labelInterpolationFnc: (value, index) => (index % Math.ceil(labels.length / (MOST_WEEK_LABELS / 2)) === 0 ? value : null),
                  },
                },
              ],
            ],
          )
        : new BarChart(box, data, {
            height,
            horizontalBars: kind === 'horizontal-bars',
            seriesBarDistance: 18,
            low: 0,
            chartPadding: { right: 16, left: 0, top: 8, bottom: 0 },
            ...(kind === 'horizontal-bars'
              ? { axisX: { onlyInteger: true }, axisY: { offset: 112, labelInterpolationFnc: shortLabel } }
              : { axisY: { onlyInteger: true, offset: 32 }, axisX: { labelInterpolationFnc: shortLabel } }),
          });
    return () => {
      chart.detach();
    };
  }, [kind, labels, series, height]);
  return (
    <div>
      <div ref={boxRef} role="img" aria-label={label} className="search-chart w-full" style={{ height }} data-testid="search-chart" />
      {legend && (
        <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {legend.map((name, index) => (
            <li key={name} className="flex items-center gap-1.5">
              <span className={`size-2.5 rounded-sm ${SWATCHES[index]}`} />
              {name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
