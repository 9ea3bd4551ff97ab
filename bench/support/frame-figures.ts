import { percentile } from './stats';

/** A Chromium trace event, as Tracing.dataCollected reports it. */
export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  ph: string;
}

/** How smooth a drag was, from the page's requestAnimationFrame times and Chromium's trace. */
export interface FrameFigures {
  /** From the trace: frames drawn during the drag, per second. */
  traceFps: number;
  /** From the trace: frames the compositor dropped. */
  droppedFrames: number;
  /** requestAnimationFrame callbacks per second during the drag. */
  rafFps: number;
  rafP95Ms: number;
  rafMaxMs: number;
  /** rAF intervals longer than 1.5 frames (a visible hitch). */
  rafLongFrames: number;
  /** Main-thread time spent in script during the drag, per frame. */
  scriptMsPerFrame: number;
}

const FRAME_MS = 1000 / 60;

export const round = (value: number) => Math.round(value * 10) / 10;

/** The figures of one drag: `frames` are the rAF timestamps (ms), `events` the trace's. */
export function frameFigures(frames: readonly number[], events: readonly TraceEvent[]): FrameFigures {
  const intervals = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  const seconds = ((frames.at(-1) ?? 0) - (frames[0] ?? 0)) / 1000;
  const drawn = events.filter((event) => event.name === 'DrawFrame');
  const dropped = events.filter((event) => event.name === 'DroppedFrame');
  const stamps = drawn.map((event) => event.ts);
  const traceSeconds = stamps.length > 1 ? ((stamps.at(-1) ?? 0) - (stamps[0] ?? 0)) / 1e6 : seconds;
  const scriptUs = events
    .filter((event) => event.ph === 'X' && (event.name === 'FunctionCall' || event.name === 'EventDispatch'))
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return {
    traceFps: round(drawn.length / Math.max(traceSeconds, 0.001)),
    droppedFrames: dropped.length,
    rafFps: round(intervals.length / Math.max(seconds, 0.001)),
    rafP95Ms: round(percentile(intervals, 0.95)),
    rafMaxMs: round(Math.max(0, ...intervals)),
    rafLongFrames: intervals.filter((interval) => interval > FRAME_MS * 1.5).length,
    scriptMsPerFrame: round(scriptUs / 1000 / Math.max(1, intervals.length)),
  };
}

/** BENCH_DEBUG: the trace's heaviest complete events. */
export function logTraceTotals(label: number, events: readonly TraceEvent[]): void {
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event.ph === 'X') totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  console.log(label, [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15));
}
