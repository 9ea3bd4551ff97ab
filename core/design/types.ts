/**
 * The design document: what a shopper makes in the studio. Plain JSON, versioned (see migrate.ts), with
 * every length in millimetres inside a side's print area (origin top left, y down).
 */

/** The printable sides of a product (§3 designs: front, back, left, right). */
export type Side = 'front' | 'back' | 'left' | 'right';
export const SIDES: readonly Side[] = Object.freeze(['front', 'back', 'left', 'right']);

/** Paper goods need 300 DPI, garments and bags 150 DPI. */
export type Medium = 'garment' | 'paper';

/** The physical size of a side's printable rectangle. */
export interface PrintArea {
  widthMm: number;
  heightMm: number;
}

export type FontStyle = 'normal' | 'italic';
export type TextAlign = 'left' | 'center' | 'right';

interface LayerBase {
  /** Unique within the document: lower-case letters, digits and hyphens ('layer-3'). */
  id: string;
  /** Shown in the layer list. */
  name: string;
  /** Top-left corner of the unrotated box, in mm from the print area's top-left corner. */
  x: number;
  y: number;
  /** Size of the unrotated box in mm. */
  width: number;
  height: number;
  /** Degrees clockwise around the box centre, in (-180, 180]. */
  rotation: number;
  /** 0 (invisible) to 1 (opaque). */
  opacity: number;
  /** A locked layer cannot be selected on the canvas (operations still apply). */
  locked: boolean;
}

export interface TextFont {
  /** A family of the font catalogue (core/fonts), referenced by name. */
  family: string;
  weight: number;
  style: FontStyle;
}

/** Text bent along a circular arc. */
export interface TextCurve {
  /** Arc radius in mm; positive bends the line upwards like a smile's top (an arch), negative downwards. */
  radius: number;
}

export interface TextLayer extends LayerBase {
  kind: 'text';
  /** Lines separated by '\n'. Curved text is drawn on one line. */
  text: string;
  font: TextFont;
  /** Font size (em height) in mm. 1 pt = 0.3528 mm. */
  fontSize: number;
  /** '#rrggbb' (or any hex form of core/colour). */
  colour: string;
  align: TextAlign;
  /** Distance between baselines as a multiple of the font size. */
  lineHeight: number;
  /** Extra space between letters as a fraction of the font size (0.1 = a tenth of an em). */
  letterSpacing: number;
  curve: TextCurve | null;
}

export interface ImageLayer extends LayerBase {
  kind: 'image';
  /** Same-origin path of the image (an upload: /images/studio/uploads/...). */
  src: string;
  /** The image's own size in pixels: with the layer's size in mm it gives the print resolution. */
  pixelWidth: number;
  pixelHeight: number;
  flipX: boolean;
  flipY: boolean;
}

export type Layer = TextLayer | ImageLayer;
export type LayerKind = Layer['kind'];

export interface DesignSide {
  printArea: PrintArea;
  /** Bottom first: the last layer is drawn on top. */
  layers: Layer[];
}

export const DESIGN_VERSION = 2 as const;

export interface DesignDocument {
  version: typeof DESIGN_VERSION;
  medium: Medium;
  /** Only the sides the product can be printed on; a side with no layers is not printed. */
  sides: Partial<Record<Side, DesignSide>>;
}

/** An axis-aligned rectangle in mm. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
