/**
 * Main-thread time of one page load, by what the renderer was doing: parsing HTML, parsing stylesheets,
 * style recalculation, layout, paint, and script by the file it came from (the document's own inline
 * scripts apart). Self time: a task's time goes to the innermost event that was running, so a layout forced
 * by a script counts as layout, not script. Read from a Chromium trace (devtools.timeline categories).
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

export interface Breakdown {
  /** Milliseconds of main-thread self time per bucket. */
  buckets: Map<string, number>;
  /** Main-thread time in tasks, in all. */
  totalMs: number;
  /** Sum over tasks longer than 50 ms of their time past 50 ms (Lighthouse's blocking time, unbounded). */
  blockingMs: number;
  longTasks: number;
  /** Each long task: when it started (ms after the first task), how long it took, its time by bucket. */
  longTaskList: { startMs: number; ms: number; buckets: Map<string, number> }[];
}

const STYLE = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'ScheduleStyleRecalculation',
  'ParseAuthorStyleSheet',
]);
const LAYOUT = new Set(['Layout', 'UpdateLayout', 'IntersectionObserverController::computeIntersections']);
const PAINT = new Set([
  'Paint',
  'PrePaint',
  'Layerize',
  'UpdateLayer',
  'UpdateLayerTree',
  'PaintImage',
  'Commit',
]);
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.run',
  'V8.Execute',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'FireAnimationFrame',
  'FireIdleCallback',
  'v8.produceCache',
  'v8.produceModuleCache',
  'CacheScript',
  'v8.callFunction',
  'V8.DeserializeContext',
]);
const LONG_TASK_MS = 50;

const urlOf = (event: TraceEvent): string | undefined => {
  const data = event.args?.data ?? event.args?.beginData;
  const url = data?.url ?? data?.fileName;
  return typeof url === 'string' && url !== '' ? url : undefined;
};

/** The renderer main thread that parsed `documentUrl`. */
function mainThreadOf(events: readonly TraceEvent[], documentUrl: string): { pid: number; tid: number } {
  const parse = events.find((event) => event.name === 'ParseHTML' && urlOf(event)?.startsWith(documentUrl));
  if (!parse) throw new Error(`no ParseHTML of ${documentUrl} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

function bucketOf(event: TraceEvent, scriptUrl: string | undefined, documentUrl: string): string {
  const { name } = event;
  if (name === 'ParseHTML') return 'Parse HTML';
  if (name === 'ParseAuthorStyleSheet') return 'Parse stylesheet';
  if (STYLE.has(name)) return 'Style recalc';
  if (LAYOUT.has(name)) return 'Layout';
  if (PAINT.has(name)) return 'Paint, layers';
  if (name.includes('GC')) return 'Garbage collection';
  if (name === 'Decode Image' || name === 'ImageDecodeTask') return 'Image decode';
  if (SCRIPT.has(name) || scriptUrl) {
    if (!scriptUrl) return 'Script: other (microtasks, timers)';
    if (scriptUrl.split('#')[0] === documentUrl.split('#')[0]) return 'Script: inline in the document';
    return `Script: ${new URL(scriptUrl).pathname.replace(/^\/assets\//, '')}`;
  }
  if (name === 'RunTask' || name === 'ThreadControllerImpl::RunTask') return 'Other: task overhead';
  return `Other: ${name}`;
}

/** Self time by bucket on the main thread that loaded `documentUrl`. */
export function breakdown(events: readonly TraceEvent[], documentUrl: string): Breakdown {
  const main = mainThreadOf(events, documentUrl);
  const complete = events
    .filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const buckets = new Map<string, number>();
  interface Open {
    event: TraceEvent;
    end: number;
    childUs: number;
    bucket: string;
    scriptUrl: string | undefined;
  }
  const stack: Open[] = [];
  let totalMs = 0;
  let blockingMs = 0;
  let longTasks = 0;
  const longTaskList: Breakdown['longTaskList'] = [];
  const firstTs = complete[0]?.ts ?? 0;
  let taskBuckets: Map<string, number> | undefined;
  const add = (bucket: string, us: number) => {
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us / 1000);
    taskBuckets?.set(bucket, (taskBuckets.get(bucket) ?? 0) + us / 1000);
  };
  const close = (open: Open) => add(open.bucket, (open.event.dur ?? 0) - open.childUs);
  for (const event of complete) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) close(stack.pop() as Open);
    const parent = stack.at(-1);
    const dur = event.dur ?? 0;
    if (parent) parent.childUs += Math.min(dur, parent.end - event.ts);
    else taskBuckets = undefined;
    if (!parent && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')) {
      totalMs += dur / 1000;
      if (dur / 1000 > LONG_TASK_MS) {
        longTasks += 1;
        blockingMs += dur / 1000 - LONG_TASK_MS;
        taskBuckets = new Map();
        longTaskList.push({ startMs: (event.ts - firstTs) / 1000, ms: dur / 1000, buckets: taskBuckets });
      }
    }
    const scriptUrl = SCRIPT.has(event.name) ? (urlOf(event) ?? parent?.scriptUrl) : parent?.scriptUrl;
    stack.push({
      event,
      end: event.ts + dur,
      childUs: 0,
      bucket: bucketOf(event, scriptUrl, documentUrl),
      scriptUrl,
    });
  }
  while (stack.length > 0) close(stack.pop() as Open);
  return { buckets, totalMs, blockingMs, longTasks, longTaskList };
}

/** Several loads' breakdowns as one table: the median of each bucket, its share, largest first. */
export function breakdownTable(runs: readonly Breakdown[], top = 18): string {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  const names = new Set(runs.flatMap((run) => [...run.buckets.keys()]));
  const rows = [...names]
    .map((name) => ({ name, ms: median(runs.map((run) => run.buckets.get(name) ?? 0)) }))
    .sort((a, b) => b.ms - a.ms);
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  const shown = rows.slice(0, top);
  const rest = rows.slice(top).reduce((sum, row) => sum + row.ms, 0);
  const line = (name: string, ms: number) =>
    `| ${name} | ${Math.round(ms)} | ${((100 * ms) / Math.max(total, 1)).toFixed(1)} % |`;
  return [
    '| main thread (self time) | ms | share |',
    '|---|---:|---:|',
    ...shown.map((row) => line(row.name, row.ms)),
    ...(rest > 0 ? [line('(the rest)', rest)] : []),
    `| **all, in tasks** | ${Math.round(median(runs.map((run) => run.totalMs)))} | |`,
    `| blocking (tasks past 50 ms) | ${Math.round(median(runs.map((run) => run.blockingMs)))} | ${median(runs.map((run) => run.longTasks))} long tasks |`,
  ].join('\n');
}
