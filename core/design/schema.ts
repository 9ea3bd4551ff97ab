/**
 * The zod schema of the current design document. zod/mini (like core/blocks), because the editor bundles
 * it: every check carries its own message, and a failure's path names the field
 * ('sides.front.layers.2.fontSize').
 */
import * as z from 'zod/mini';
import { isHexColour } from '../colour/parse';
import { findFont, hasFace } from '../fonts/catalogue';
import { maxValue, minValue } from '../validation/messages';
import { DESIGN_LIMITS as L } from './limits';
import { DESIGN_MESSAGES as M } from './messages';
import { DESIGN_VERSION, type DesignDocument, SIDES } from './types';

const number = (min: number, max: number) =>
  z.number({ error: M.notANumber }).check(z.gte(min, minValue(min)), z.lte(max, maxValue(max)));
const bool = () => z.boolean({ error: M.notABoolean });
const text = (max: number) =>
  z.string({ error: M.notText }).check(z.maxLength(max, `Must contain no more than ${max} characters`));

const LAYER_ID = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Same-origin paths only: no scheme, no protocol-relative '//', no '..', no spaces or quotes. */
export function isSafeImageSource(src: string): boolean {
  return (
    /^\/[A-Za-z0-9][A-Za-z0-9/_.,=-]*$/.test(src) &&
    !src.startsWith('//') &&
    !src.split('/').some((segment) => segment === '..' || segment === '.')
  );
}

const layerBase = {
  id: z
    .string({ error: M.layerId })
    .check(z.minLength(1, M.layerId), z.maxLength(L.idLength, M.layerId), z.regex(LAYER_ID, M.layerId)),
  name: text(L.nameLength),
  x: number(-L.maxOffsetMm, L.maxOffsetMm),
  y: number(-L.maxOffsetMm, L.maxOffsetMm),
  width: number(L.minLayerMm, L.maxLayerMm),
  height: number(L.minLayerMm, L.maxLayerMm),
  rotation: number(-180, 180),
  opacity: number(0, 1),
  locked: bool(),
};

export const textLayerSchema = z
  .object({
    ...layerBase,
    kind: z.literal('text'),
    text: text(L.textLength),
    font: z.object(
      {
        family: text(80),
        weight: z.number({ error: M.notANumber }).check(z.int(M.notANumber)),
        style: z.enum(['normal', 'italic'], { error: M.fontStyle }),
      },
      { error: M.notAFont },
    ),
    fontSize: number(L.minFontSizeMm, L.maxFontSizeMm),
    colour: z.string({ error: M.notAColour }).check(z.refine(isHexColour, M.notAColour)),
    align: z.enum(['left', 'center', 'right'], { error: M.align }),
    lineHeight: number(L.minLineHeight, L.maxLineHeight),
    letterSpacing: number(L.minLetterSpacing, L.maxLetterSpacing),
    curve: z.nullable(
      z.object(
        {
          radius: z.number({ error: M.notANumber }).check(
            z.refine((radius) => Math.abs(radius) >= L.minCurveRadiusMm, M.curveTooTight(L.minCurveRadiusMm)),
            z.gte(-L.maxCurveRadiusMm, minValue(-L.maxCurveRadiusMm)),
            z.lte(L.maxCurveRadiusMm, maxValue(L.maxCurveRadiusMm)),
          ),
        },
        { error: M.notACurve },
      ),
    ),
  })
  .check(
    z.superRefine((layer, ctx) => {
      const font = findFont(layer.font.family);
      if (!font) {
        ctx.issues.push({ code: 'custom', message: M.unknownFont, path: ['font', 'family'], input: layer });
      } else if (!font.weights.includes(layer.font.weight)) {
        ctx.issues.push({
          code: 'custom',
          message: M.unavailableWeight(font.name, layer.font.weight),
          path: ['font', 'weight'],
          input: layer,
        });
      } else if (!hasFace(font, layer.font.weight, layer.font.style)) {
        ctx.issues.push({
          code: 'custom',
          message: M.noItalic(font.name),
          path: ['font', 'style'],
          input: layer,
        });
      }
    }),
  );

export const imageLayerSchema = z.object({
  ...layerBase,
  kind: z.literal('image'),
  src: z
    .string({ error: M.imageSource })
    .check(z.maxLength(L.srcLength, M.imageSource), z.refine(isSafeImageSource, M.imageSource)),
  pixelWidth: z
    .number({ error: M.notANumber })
    .check(z.int(M.notANumber), z.gte(1, minValue(1)), z.lte(L.maxImagePixels, maxValue(L.maxImagePixels))),
  pixelHeight: z
    .number({ error: M.notANumber })
    .check(z.int(M.notANumber), z.gte(1, minValue(1)), z.lte(L.maxImagePixels, maxValue(L.maxImagePixels))),
  flipX: bool(),
  flipY: bool(),
});

export const layerSchema = z.discriminatedUnion('kind', [textLayerSchema, imageLayerSchema], {
  error: M.unknownLayerKind,
});

export const printAreaSchema = z.object(
  {
    widthMm: number(L.minLayerMm, L.maxPrintAreaMm),
    heightMm: number(L.minLayerMm, L.maxPrintAreaMm),
  },
  { error: M.notAPrintArea },
);

export const designSideSchema = z.object(
  {
    printArea: printAreaSchema,
    layers: z
      .array(layerSchema, { error: M.notASide })
      .check(z.maxLength(L.layersPerSide, M.tooManyLayers(L.layersPerSide))),
  },
  { error: M.notASide },
);

export const designDocumentSchema = z
  .object(
    {
      version: z.literal(DESIGN_VERSION, { error: M.unknownVersion }),
      medium: z.enum(['garment', 'paper'], { error: M.medium }),
      sides: z.record(z.string(), designSideSchema, { error: M.notADesign }),
    },
    { error: M.notADesign },
  )
  .check(
    z.superRefine((document, ctx) => {
      for (const side of Object.keys(document.sides)) {
        if (!(SIDES as readonly string[]).includes(side)) {
          ctx.issues.push({ code: 'custom', message: M.unknownSide, path: ['sides', side], input: side });
        }
      }
      const seen = new Set<string>();
      for (const [side, content] of Object.entries(document.sides)) {
        content?.layers.forEach((layer, index) => {
          if (seen.has(layer.id)) {
            ctx.issues.push({
              code: 'custom',
              message: M.duplicateLayerId,
              path: ['sides', side, 'layers', index, 'id'],
              input: layer.id,
            });
          }
          seen.add(layer.id);
        });
      }
    }),
  );

/** The document's field errors ('sides.front.layers.0.fontSize' → messages), or null when it is valid. */
export function designFieldErrors(value: unknown): Record<string, string[]> | null {
  const result = designDocumentSchema.safeParse(value);
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'document';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return errors;
}

/** Parses a current-version document (see migrateDesign for older ones). */
export function parseDesign(
  value: unknown,
): { ok: true; document: DesignDocument } | { ok: false; errors: Record<string, string[]> } {
  const result = designDocumentSchema.safeParse(value);
  if (result.success) return { ok: true, document: result.data as DesignDocument };
  return { ok: false, errors: designFieldErrors(value) ?? {} };
}
