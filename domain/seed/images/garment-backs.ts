/**
 * Back views of the garments, for the studio's back print mockups. They share the front views' outlines
 * and proportions (so a garment turns around in place) with a high back neck, no front details, and a hood
 * hanging down the back of the hoodie.
 */
import { darken } from './colour';
import { HOODIE_BODY } from './garment-hoodie';
import { knitBodyFill, knitRibbedTrims, knitSilhouette, knitSleeveJoins } from './garment-knit';
import { SWEATER_FOLDS, sweaterBody } from './garment-sweater';
import { tshirtOutline, tshirtSeamsAndHems } from './garment-tshirt';
import type { GarmentDrawOptions, GarmentLayers } from './garment-types';
import { dropShadow, fabricShading, seamColours } from './studio';

export function drawTshirtBack({ id, colour, fit }: GarmentDrawOptions): GarmentLayers {
  const fitted = fit === 'fitted';
  const h = fitted ? 18 : 0;
  const body = tshirtOutline(fitted, 'C 440 174, 560 174, 592 158');
  const { seam, stitch } = seamColours(colour);
  const under = [
    dropShadow(id, `<path d="${body}" fill="#000"/>`),
    `<path d="${body}" fill="${colour}"/>`,
  ].join('');
  const folds = [
    'M 306 396 C 330 424, 350 446, 364 476',
    'M 694 396 C 670 424, 650 446, 636 476',
    `M 340 580 C 350 660, 348 760, 338 ${850 - h}`,
    `M 660 580 C 650 660, 652 760, 662 ${850 - h}`,
    `M 176 ${372 - h} C 204 344, 232 322, 262 296`,
    `M 824 ${372 - h} C 796 344, 768 322, 738 296`,
  ];
  const highlights = [
    `M 372 520 C 384 620, 384 720, 374 ${840 - h}`,
    `M 628 520 C 616 620, 616 720, 626 ${840 - h}`,
  ];
  const over = [
    fabricShading(id, { clip: body, colour, folds, highlights, light: { x: 500, y: 330 } }),
    // back neck band
    `<path d="M 408 158 C 440 174, 560 174, 592 158" fill="none" stroke="${darken(colour, 0.04)}" stroke-width="20"/>`,
    `<path d="M 400 166 C 436 186, 564 186, 600 166" fill="none" stroke="${seam}" stroke-width="2"/>`,
    `<path d="M 403 163 C 438 182, 562 182, 597 163" fill="none" stroke="${stitch}" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    tshirtSeamsAndHems(body, colour, fitted),
  ].join('');
  return { under, over };
}

/** The hood seen from behind, lying on the upper back. */
const HOOD_DRAPE =
  'M 392 226 C 366 150, 420 72, 500 70 C 580 72, 634 150, 608 226 C 604 298, 558 342, 500 350 C 442 342, 396 298, 392 226 Z';

export function drawHoodieBack({ id, colour }: GarmentDrawOptions): GarmentLayers {
  const { seam, stitch } = seamColours(colour);
  const silhouette = knitSilhouette(HOODIE_BODY, HOOD_DRAPE);
  const under = [
    dropShadow(id, `<path d="${silhouette}" fill="#000"/>`),
    knitBodyFill(HOODIE_BODY, colour),
  ].join('');
  const folds = [
    'M 300 440 C 330 470, 348 500, 356 540',
    'M 700 440 C 670 470, 652 500, 644 540',
    'M 230 560 C 224 640, 214 720, 206 790',
    'M 770 560 C 776 640, 786 720, 794 790',
    'M 330 660 C 338 720, 340 780, 336 826',
    'M 670 660 C 662 720, 660 780, 664 826',
  ];
  const highlights = ['M 212 380 C 206 480, 200 600, 196 720', 'M 788 380 C 794 480, 800 600, 804 720'];
  const over = [
    fabricShading(id, { clip: silhouette, colour, folds, highlights, light: { x: 500, y: 420 } }),
    knitSleeveJoins(HOODIE_BODY, seam),
    knitRibbedTrims(HOODIE_BODY, colour, seam, id),
    // the hood over the back: its own shadow, body, centre seam and rolled edge
    `<path d="${HOOD_DRAPE}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="10" transform="translate(0 6)"/>`,
    `<path d="${HOOD_DRAPE}" fill="${darken(colour, 0.03)}"/>`,
    `<path d="M 500 72 C 504 170, 504 270, 500 350" fill="none" stroke="${seam}" stroke-width="2.5"/>`,
    `<path d="M 506 74 C 510 170, 510 270, 506 346" fill="none" stroke="${stitch}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    `<path d="${HOOD_DRAPE}" fill="none" stroke="${darken(colour, 0.2)}" stroke-width="2" stroke-opacity="0.7"/>`,
    `<path d="${silhouette}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="1.5" stroke-opacity="0.5"/>`,
  ].join('');
  return { under, over };
}

const SWEATER_BACK = sweaterBody('C 450 212, 550 212, 588 196');
const SWEATER_BACK_COLLAR = 'M 412 196 C 450 212, 550 212, 588 196 L 612 206 C 560 234, 440 234, 388 206 Z';

export function drawSweaterBack({ id, colour }: GarmentDrawOptions): GarmentLayers {
  const { seam, stitch } = seamColours(colour);
  const rib = darken(colour, 0.05);
  const silhouette = knitSilhouette(SWEATER_BACK);
  const under = [
    dropShadow(id, `<path d="${silhouette}" fill="#000"/>`),
    knitBodyFill(SWEATER_BACK, colour),
  ].join('');
  const highlights = ['M 210 380 C 204 480, 198 600, 194 720', 'M 790 380 C 796 480, 802 600, 806 720'];
  const over = [
    fabricShading(id, {
      clip: silhouette,
      colour,
      folds: SWEATER_FOLDS,
      highlights,
      light: { x: 500, y: 360 },
    }),
    `<path d="${SWEATER_BACK_COLLAR}" fill="${rib}"/>`,
    `<path d="M 388 206 C 440 234, 560 234, 612 206" fill="none" stroke="${seam}" stroke-width="2.5"/>`,
    `<path d="M 384 212 C 438 242, 562 242, 616 212" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    knitSleeveJoins(SWEATER_BACK, seam),
    `<path d="M 388 206 C 350 220, 310 236, 280 258 M 612 206 C 650 220, 690 236, 720 258" fill="none" stroke="${seam}" stroke-width="2"/>`,
    knitRibbedTrims(SWEATER_BACK, colour, seam, id),
    `<path d="${silhouette}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="1.5" stroke-opacity="0.5"/>`,
  ].join('');
  return { under, over };
}
