import { MM_PER_POINT } from './limits';
import { DESIGN_MESSAGES as M } from './messages';
import { parseDesign } from './schema';
import { DESIGN_VERSION, type DesignDocument } from './types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Version 1 was the first draft of the document: each side held its print area size beside its layers,
 * layers named their kind `type`, text sizes were in points, colours were `color`, fonts were flat fields,
 * and there was no letter spacing, curve, lock, name or flip.
 */
function fromVersion1(document: Json): Json {
  const sides: Json = {};
  for (const [side, value] of Object.entries(isObject(document.sides) ? document.sides : {})) {
    if (!isObject(value)) {
      sides[side] = value;
      continue;
    }
    const layers = Array.isArray(value.layers) ? value.layers : [];
    sides[side] = {
      printArea: { widthMm: value.widthMm, heightMm: value.heightMm },
      layers: layers.map((layer, index) => {
        if (!isObject(layer)) return layer;
        const base = {
          id: layer.id,
          name: typeof layer.name === 'string' ? layer.name : `Layer ${index + 1}`,
          x: layer.x,
          y: layer.y,
          width: layer.width,
          height: layer.height,
          rotation: layer.rotation ?? 0,
          opacity: layer.opacity ?? 1,
          locked: false,
        };
        if (layer.type === 'image') {
          return {
            ...base,
            kind: 'image',
            src: layer.src,
            pixelWidth: layer.pixelWidth,
            pixelHeight: layer.pixelHeight,
            flipX: false,
            flipY: false,
          };
        }
        return {
          ...base,
          kind: layer.type,
          text: layer.text,
          font: {
            family: layer.fontFamily,
            weight: layer.fontWeight ?? 400,
            style: layer.italic === true ? 'italic' : 'normal',
          },
          fontSize:
            typeof layer.fontSizePt === 'number'
              ? Math.round(layer.fontSizePt * MM_PER_POINT * 100) / 100
              : layer.fontSizePt,
          colour: layer.color,
          align: layer.align ?? 'center',
          lineHeight: layer.lineHeight ?? 1.2,
          letterSpacing: 0,
          curve: null,
        };
      }),
    };
  }
  return { version: 2, medium: document.medium, sides };
}

/** Upgrades a document of version n to n + 1. */
const MIGRATIONS: Readonly<Record<number, (document: Json) => Json>> = Object.freeze({
  1: fromVersion1,
});

export type MigrationResult =
  | { ok: true; document: DesignDocument; migratedFrom: number | null }
  | { ok: false; errors: Record<string, string[]> };

/**
 * Reads a stored or submitted document of any known version: applies the migrations from its version up to
 * DESIGN_VERSION, then checks it against the current schema. Field errors name the field.
 */
export function migrateDesign(value: unknown): MigrationResult {
  if (!isObject(value)) return { ok: false, errors: { document: [M.notADesign] } };
  const { version } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, errors: { version: [M.notADesign] } };
  }
  if (version > DESIGN_VERSION) return { ok: false, errors: { version: [M.unknownVersion] } };
  let document: Json = value;
  for (let from = version; from < DESIGN_VERSION; from++) {
    const step = MIGRATIONS[from];
    if (!step) return { ok: false, errors: { version: [M.notADesign] } };
    document = step(document);
  }
  const parsed = parseDesign(document);
  if (!parsed.ok) return parsed;
  return { ok: true, document: parsed.document, migratedFrom: version === DESIGN_VERSION ? null : version };
}
