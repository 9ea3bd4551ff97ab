/** How the products of a range are named and addressed: "Mountain" on a t-shirt is "Mountain Tee". */

export interface NamedBase {
  name: string;
  gender: string;
}

/** The short word for a base product in a range's product names: 'Tee', 'Hoodie', 'Tote', 'Print'… */
export function productNoun(base: NamedBase): string {
  const name = base.name.toLowerCase();
  if (/\bt-?shirt|\btee\b/.test(name)) {
    if (base.gender === 'women' || name.includes('women')) return 'Women’s Tee';
    if (base.gender === 'kids' || name.includes('kid')) return 'Kids’ Tee';
    return 'Tee';
  }
  if (name.includes('tote')) return 'Tote';
  if (name.includes('sweat')) return 'Sweatshirt';
  if (name.includes('art print') || /\bprint\b/.test(name)) return 'Print';
  const words = base.name.trim().split(/\s+/);
  return words[words.length - 1] ?? base.name;
}

/** A range's product name on a base product: the range's name and the product's short word. */
export function rangeProductName(rangeName: string, base: NamedBase): string {
  return `${rangeName.trim().replace(/\s+/g, ' ')} ${productNoun(base)}`;
}

/** The url name a product name suggests: lower-case letters and digits joined by hyphens. */
export function urlNameOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'product';
}

/** The first of `wanted`, `wanted-2`, `wanted-3`… that is not taken. */
export function uniqueUrlName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) {
    const candidate = `${wanted}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
