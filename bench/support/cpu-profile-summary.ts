import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Sums the self time of a V8 .cpuprofile (`node --cpu-prof`) by function and by package or source folder:
 * a flat, text form of a flame graph's widest leaves. Usage:
 *   npx tsx bench/support/cpu-profile-summary.ts /tmp/prof/CPU.….cpuprofile [top=25]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface SelfTimeRow {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  byFunction: SelfTimeRow[];
  byPlace: SelfTimeRow[];
  /** Total (inclusive) time of each function: its own samples and those of everything it called. */
  inclusive: SelfTimeRow[];
}

/** Where a frame's code lives: an npm package, a folder of ours, node's own code, or V8's pseudo frames. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'anonymous'})`;
  const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packagePath) return packagePath[1] ?? url;
  if (url.startsWith('node:')) return url;
  const built = /\/build\/(server|client)\//.exec(url);
  if (built) return `build/${built[1]}`;
  // The last folder of ours in the path: the checkout itself may sit under a folder of the same name.
  const ours = /.*\/(app|bench|core|domain|server|scripts)\/(.*)$/.exec(url);
  if (ours) {
    const [, top, rest = ''] = ours;
    const folder = rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : rest;
    return `${top}/${folder}`;
  }
  return url;
}

function nameOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '(anonymous)';
  const place = placeOf(frame.url, frame.functionName);
  return `${frame.functionName || '(anonymous)'} ${place} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
}

function ranked(totals: Map<string, number>, totalMs: number): SelfTimeRow[] {
  return [...totals]
    .map(([name, ms]) => ({ name, ms, share: totalMs > 0 ? ms / totalMs : 0 }))
    .sort((a, b) => b.ms - a.ms);
}

export function summariseProfile(
  profile: CpuProfile,
  options: { excludeIdle?: boolean } = {},
): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let totalMs = 0;
  for (const [id, micros] of selfMicros) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    if (options.excludeIdle && frame.functionName === '(idle)') continue;
    const ms = micros / 1000;
    totalMs += ms;
    const place = placeOf(frame.url, frame.functionName);
    const name = nameOf(frame);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const caller = nodes.get(at)?.callFrame;
      if (caller?.url) onStack.add(nameOf(caller));
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  return {
    totalMs,
    byFunction: ranked(byFunction, totalMs),
    byPlace: ranked(byPlace, totalMs),
    inclusive: ranked(inclusive, totalMs),
  };
}

function table(title: string, rows: SelfTimeRow[], top: number): string {
  const lines = rows
    .slice(0, top)
    .map((row) => `| ${row.name} | ${row.ms.toFixed(0)} | ${(row.share * 100).toFixed(1)}% |`);
  return [`| ${title} | self ms | share |`, '|---|---:|---:|', ...lines].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [file, top = '25'] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: cpu-profile-summary.ts <file.cpuprofile> [top]\n');
    process.exit(1);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const summary = summariseProfile(profile, { excludeIdle: true });
  process.stdout.write(
    `${summary.totalMs.toFixed(0)} ms of busy samples (idle left out)\n\n${table('package or folder', summary.byPlace, Number(top))}\n\n${table('function', summary.byFunction, Number(top))}\n\n${table('function, inclusive', summary.inclusive, Number(top))}\n`,
  );
}
