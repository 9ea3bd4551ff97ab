import { darken, isDark, lighten } from './colour';
import {
  type KnitBody,
  knitBodyFill,
  knitRibbedTrims,
  knitSilhouette,
  knitSleeveJoins,
} from './garment-knit';
import type { GarmentDrawOptions, GarmentLayers, PrintArea } from './garment-types';
import { dropShadow, fabricShading, seamColours } from './studio';

export const HOODIE_PRINT_AREA: PrintArea = { x: 388, y: 372, width: 224, height: 236, shape: 'rect' };

/** The hoodie's body, shared by its front and back views. */
export const HOODIE_BODY: KnitBody = {
  torso: [
    'M 404 214',
    'C 370 226, 320 240, 282 262',
    'C 302 320, 304 380, 304 428',
    'L 308 836 L 692 836 L 696 428',
    'C 696 380, 698 320, 718 262',
    'C 680 240, 630 226, 596 214 Z',
  ].join(' '),
  leftSleeve:
    'M 282 262 C 222 292, 196 380, 186 520 L 172 800 L 254 806 L 302 430 C 304 380, 302 320, 282 262 Z',
  rightSleeve:
    'M 718 262 C 778 292, 804 380, 814 520 L 828 800 L 746 806 L 698 430 C 696 380, 698 320, 718 262 Z',
  waistband: 'M 308 830 L 692 830 L 690 900 C 620 906, 380 906, 310 900 Z',
  leftCuff: 'M 172 796 L 254 802 L 248 884 L 176 880 Z',
  rightCuff: 'M 828 796 L 746 802 L 752 884 L 824 880 Z',
  leftSleeveJoin: 'M 282 262 C 302 320, 304 380, 304 430',
  rightSleeveJoin: 'M 718 262 C 698 320, 696 380, 696 430',
  ribs: {
    leftCuff: { x: 172, y: 796, width: 84, height: 90 },
    rightCuff: { x: 744, y: 796, width: 84, height: 90 },
    waistband: { x: 306, y: 828, width: 388, height: 80 },
  },
  waistbandSeam: 'M 308 830 L 692 830',
  cuffSeams: 'M 174 798 L 254 804 M 826 798 L 746 804',
};
const HOOD_BACK = 'M 392 230 C 360 140, 420 66, 500 64 C 580 66, 640 140, 608 230 Z';
const HOOD_OPENING =
  'M 432 236 C 418 160, 454 112, 500 110 C 546 112, 582 160, 568 236 C 556 284, 528 318, 500 342 C 472 318, 444 284, 432 236 Z';
const POCKET =
  'M 372 640 L 628 640 C 640 690, 664 740, 690 770 L 692 830 L 308 830 L 310 770 C 336 740, 360 690, 372 640 Z';

export const HOODIE_SILHOUETTE = knitSilhouette(HOODIE_BODY, HOOD_BACK);

export function drawHoodie({ id, colour }: GarmentDrawOptions): GarmentLayers {
  const { seam, stitch, inside } = seamColours(colour);
  const cord = isDark(colour) ? lighten(colour, 0.75) : darken(colour, 0.08);
  const under = [
    dropShadow(id, `<path d="${HOODIE_SILHOUETTE}" fill="#000"/>`),
    `<path d="${HOOD_BACK}" fill="${darken(colour, 0.08)}"/>`,
    knitBodyFill(HOODIE_BODY, colour),
  ].join('');
  const folds = [
    'M 300 440 C 330 470, 348 500, 356 540',
    'M 700 440 C 670 470, 652 500, 644 540',
    'M 230 560 C 224 640, 214 720, 206 790',
    'M 770 560 C 776 640, 786 720, 794 790',
    'M 320 660 C 330 720, 332 780, 328 826',
    'M 680 660 C 670 720, 668 780, 672 826',
  ];
  const highlights = ['M 212 380 C 206 480, 200 600, 196 720', 'M 378 460 C 386 520, 388 580, 384 630'];
  const over = [
    fabricShading(id, { clip: HOODIE_SILHOUETTE, colour, folds, highlights }),
    // kangaroo pocket
    `<path d="${POCKET}" fill="${colour}" fill-opacity="0.35"/>`,
    `<path d="M 372 640 L 628 640" stroke="${seam}" stroke-width="2.5"/>`,
    `<path d="M 374 650 L 626 650" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    `<path d="M 372 640 C 360 690, 336 740, 310 770" fill="none" stroke="${darken(colour, 0.3)}" stroke-width="4" stroke-opacity="0.8"/>`,
    `<path d="M 628 640 C 640 690, 664 740, 690 770" fill="none" stroke="${darken(colour, 0.3)}" stroke-width="4" stroke-opacity="0.8"/>`,
    `<path d="M 386 642 C 376 692, 352 744, 324 776" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    `<path d="M 614 642 C 624 692, 648 744, 676 776" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    // raglan-free shoulder seams and sleeve joins
    knitSleeveJoins(HOODIE_BODY, seam),
    knitRibbedTrims(HOODIE_BODY, colour, seam, id),
    // hood: lining seen through the opening, then the rolled front edge
    `<path d="${HOOD_OPENING}" fill="${inside}"/>`,
    `<path d="M 444 240 C 436 176, 466 136, 500 134 C 534 136, 564 176, 556 240" fill="none" stroke="${darken(inside, 0.25)}" stroke-width="16" stroke-opacity="0.5"/>`,
    `<path d="${HOOD_OPENING}" fill="none" stroke="${colour}" stroke-width="30" stroke-linejoin="round"/>`,
    `<path d="${HOOD_OPENING}" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    `<path d="M 500 342 L 500 372" stroke="${seam}" stroke-width="2"/>`,
    // eyelets and drawcords
    `<circle cx="466" cy="326" r="7" fill="${darken(colour, 0.35)}" stroke="#b9b9b9" stroke-width="3"/>`,
    `<circle cx="534" cy="326" r="7" fill="${darken(colour, 0.35)}" stroke="#b9b9b9" stroke-width="3"/>`,
    `<path d="M 466 326 C 462 380, 456 430, 452 486" fill="none" stroke="${darken(cord, 0.25)}" stroke-width="11" stroke-linecap="round"/>`,
    `<path d="M 466 326 C 462 380, 456 430, 452 486" fill="none" stroke="${cord}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M 534 326 C 540 384, 546 436, 550 478" fill="none" stroke="${darken(cord, 0.25)}" stroke-width="11" stroke-linecap="round"/>`,
    `<path d="M 534 326 C 540 384, 546 436, 550 478" fill="none" stroke="${cord}" stroke-width="8" stroke-linecap="round"/>`,
    `<rect x="446" y="478" width="12" height="24" rx="3" fill="#c9c9c9"/>`,
    `<rect x="544" y="470" width="12" height="24" rx="3" fill="#c9c9c9"/>`,
    `<path d="${HOODIE_SILHOUETTE}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="1.5" stroke-opacity="0.5"/>`,
  ].join('');
  return { under, over };
}
