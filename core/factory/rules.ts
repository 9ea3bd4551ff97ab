/** Factory label rules (§3 Factory label): pure, shared by the server and the screens. */

/** The pigeonholes multi-item orders are gathered in, numbered 1..PIGEONHOLE_COUNT. */
export const PIGEONHOLE_COUNT = 60;

/** What a label's barcode says: 'L' and the label id, zero padded to 8 digits (Code 128). */
export function labelCode(labelId: number): string {
  return `L${String(labelId).padStart(8, '0')}`;
}

/** The label id a scanned or typed code stands for, or null. Lenient on case, spaces and padding. */
export function labelIdOf(code: string): number | null {
  const match = /^L0*(\d{1,9})$/i.exec(code.trim().replace(/\s+/g, ''));
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An order number as staff type it ('#1234' or '1234'), or null. */
export function orderNumberOf(text: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(text.trim());
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/** §3: active quantity = quantity − returned − cancelled (never below zero). */
export function activeQuantity(item: {
  quantity: number;
  returnedQuantity: number;
  cancelledQuantity: number;
}): number {
  return Math.max(0, item.quantity - item.returnedQuantity - item.cancelledQuantity);
}

const AISLES = 'ABCDEFGH';
const BAYS = 24;
const SHELVES = 4;

/**
 * Where a product is picked from: aisle letter, bay and shelf ('C-07-2'), derived from the sku's product
 * part (everything before the colour and size), so every colour and size of a product sits together and the
 * same sku always lands on the same pickface. FNV-1a over the text: stable across runs and machines.
 */
export function pickfaceOf(sku: string): string {
  const product = sku.trim().toUpperCase().split('-').slice(0, 2).join('-') || 'ITEM';
  let hash = 0x811c9dc5;
  for (let index = 0; index < product.length; index += 1) {
    hash ^= product.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const aisle = AISLES[hash % AISLES.length];
  const bay = Math.floor(hash / AISLES.length) % BAYS;
  const shelf = Math.floor(hash / (AISLES.length * BAYS)) % SHELVES;
  return `${aisle}-${String(bay + 1).padStart(2, '0')}-${shelf + 1}`;
}

/** The first pigeonhole not in use, or null when all are. */
export function firstFreePigeonhole(inUse: Iterable<number>, count = PIGEONHOLE_COUNT): number | null {
  const taken = new Set(inUse);
  for (let hole = 1; hole <= count; hole += 1) if (!taken.has(hole)) return hole;
  return null;
}

/** "2 of 3": a label's place among the order's labels. */
export function counterText(counter: number, total: number): string {
  return `${counter} of ${total}`;
}

/** The options printed on a label, colour then size then the rest: "Navy / M". */
export function optionsText(options: Record<string, string>): string {
  const order = (key: string) => {
    const name = key.toLowerCase();
    return name.startsWith('colo') ? 0 : name === 'size' ? 1 : 2;
  };
  return Object.entries(options)
    .filter(([, value]) => value?.trim())
    .sort(([a], [b]) => order(a) - order(b))
    .map(([, value]) => value.trim())
    .join(' / ');
}

/**
 * The statuses a normal order passes on its way out once every label is picked: printed, then consolidated
 * (several units gathered from a pigeonhole) or straight to packing, then complete (§4 normal flow).
 */
export function shippingPath(
  from: string,
  units: number,
): ('printed' | 'consolidated' | 'packing' | 'complete')[] {
  const path: ('printed' | 'consolidated' | 'packing' | 'complete')[] = [];
  let at = from;
  if (at === 'label_printed') {
    path.push('printed');
    at = 'printed';
  }
  if (at === 'printed') {
    if (units > 1) path.push('consolidated');
    path.push('packing');
    at = 'packing';
  }
  if (at === 'consolidated') {
    path.push('packing');
    at = 'packing';
  }
  if (at === 'packing') path.push('complete');
  return path;
}

/** The statuses an order's labels may be picked in. */
export const PICKABLE_STATUSES: readonly string[] = ['label_printed', 'printed'];

/** The statuses an order may be shipped from (the rest of the way is shippingPath). */
export const SHIPPABLE_STATUSES: readonly string[] = ['label_printed', 'printed', 'consolidated', 'packing'];
