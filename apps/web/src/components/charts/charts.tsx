import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import type * as Plots from '@ant-design/plots';

/**
 * @ant-design/plots brings the whole G2 engine (every chart type registers itself), three times
 * the sign-in screen's JavaScript. Imported only from here and only dynamically, it is a chunk of its
 * own that a screen fetches when it first draws a chart; the sign-in and the shell never load it.
 */
let loading: Promise<typeof Plots> | undefined;
const loadPlots = () =>
  (loading ??= import('@ant-design/plots').catch((error: unknown) => {
    loading = undefined; // a failed download is tried again by the next chart
    throw error;
  }));

/**
 * Starts the download before the first chart renders: a report can fetch its data and the charts at
 * once instead of one after the other. A failure shows where the chart renders, not here.
 */
export function preloadCharts(): void {
  loadPlots().catch(() => undefined);
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** What every chart needs besides its configuration. */
type Frame = {
  /**
   * What the chart says, in words. The chart is a canvas a screen reader cannot read: this is its
   * name (a role="img"), and should carry the totals and what stands out.
   */
  ariaLabel: string;
  /** Its height in CSS pixels, also the placeholder's while the library downloads. */
  height: number;
};

// The placeholder fills the chart's box, so nothing below it moves when the chart arrives.
const FILL = { display: 'block', width: '100%', height: '100%' } as const;
const PLACEHOLDER = { root: FILL, content: FILL };

function framed<C extends object>(load: () => Promise<ComponentType<C>>) {
  const Chart = lazy(() => load().then((component) => ({ default: component })));
  return function LazyChart({ ariaLabel, height, ...config }: Frame & Omit<C, 'height'>) {
    const props = {
      ...config,
      height,
      autoFit: true,
      ...(prefersReducedMotion() && { animate: false }),
    } as unknown as C;
    return (
      <div role="img" aria-label={ariaLabel} style={{ height }}>
        <Suspense fallback={<Skeleton.Node active styles={PLACEHOLDER} />}>
          <Chart {...props} />
        </Suspense>
      </div>
    );
  };
}

/** Bars, side by side or stacked (`stack: true`). */
export const LazyColumn = framed<Plots.ColumnConfig>(() => loadPlots().then((m) => m.Column));
/** A pie, or a donut with `innerRadius`. */
export const LazyPie = framed<Plots.PieConfig>(() => loadPlots().then((m) => m.Pie));
/** Lines over time. */
export const LazyLine = framed<Plots.LineConfig>(() => loadPlots().then((m) => m.Line));
