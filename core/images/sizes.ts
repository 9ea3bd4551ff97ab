/**
 * The Image asset size lookup (§3): the entry keyed exactly by `width`, otherwise the entry whose numeric key
 * is closest to it (the larger on a tie). Keys that are not numbers only match exactly.
 */
export function closestSize(sizes: Readonly<Record<string, string>>, width: number): string | undefined {
  const exact = String(width);
  if (Object.hasOwn(sizes, exact)) return sizes[exact];
  let best: { key: number; value: string } | undefined;
  for (const [key, value] of Object.entries(sizes)) {
    const size = Number.parseFloat(key);
    if (!Number.isFinite(size)) continue;
    if (
      !best ||
      Math.abs(size - width) < Math.abs(best.key - width) ||
      (Math.abs(size - width) === Math.abs(best.key - width) && size > best.key)
    ) {
      best = { key: size, value };
    }
  }
  return best?.value;
}
