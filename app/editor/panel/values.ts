/** Reading and writing a block's properties by dotted path, without changing the object given. */
export type Properties = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path ('media.image'), or undefined. */
export function valueAt(properties: Properties, path: string): unknown {
  let current: unknown = properties;
  for (const name of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[name];
  }
  return current;
}

/** A copy of the properties with the value at a dotted path replaced (groups made as needed). */
export function withValueAt(properties: Properties, path: string, value: unknown): Record<string, unknown> {
  const [name, ...rest] = path.split('.');
  if (name === undefined) return { ...properties };
  if (rest.length === 0) return { ...properties, [name]: value };
  const inner = isRecord(properties[name]) ? (properties[name] as Properties) : {};
  return { ...properties, [name]: withValueAt(inner, rest.join('.'), value) };
}

/** The list moved: the item at `from` now at `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** The list with the item at `index` copied in right after it. */
export function duplicated<T>(list: readonly T[], index: number): T[] {
  const item = list[index];
  if (item === undefined) return [...list];
  return [...list.slice(0, index + 1), structuredClone(item), ...list.slice(index + 1)];
}

/** The field errors under a path, keyed by what follows it ('actions.0.href' under 'actions.0' → 'href'). */
export function errorsUnder(
  errors: Readonly<Record<string, readonly string[]>>,
  prefix: string,
): Record<string, readonly string[]> {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(start))
      .map(([path, messages]) => [path.slice(start.length), messages]),
  );
}

/** Whether any error lies at or under a path. */
export const hasErrorsAt = (errors: Readonly<Record<string, readonly string[]>>, path: string) =>
  Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`));
