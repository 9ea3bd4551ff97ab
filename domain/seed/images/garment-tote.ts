import { darken, isDark, lighten } from './colour';
import type { GarmentDrawOptions, GarmentLayers, PrintArea } from './garment-types';
import { dropShadow, fabricShading, seamColours } from './studio';

export const TOTE_PRINT_AREA: PrintArea = { x: 336, y: 478, width: 328, height: 344, shape: 'rect' };

const BODY =
  'M 284 392 L 716 392 L 730 898 C 730 908, 724 912, 716 912 L 284 912 C 276 912, 270 908, 270 898 Z';
const FRONT_HANDLE = 'M 380 440 C 378 260, 404 150, 500 150 C 596 150, 622 260, 620 440';
const BACK_HANDLE = 'M 404 400 C 404 270, 426 196, 500 196 C 574 196, 596 270, 596 400';

/** Thick strap with a stitch line just inside each edge. */
function strap(d: string, colour: string, edge: string, stitch: string): string {
  return [
    `<path d="${d}" fill="none" stroke="${edge}" stroke-width="42" stroke-linecap="butt"/>`,
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="39"/>`,
    `<path d="${d}" fill="none" stroke="${stitch}" stroke-width="29"/>`,
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="26"/>`,
  ].join('');
}

function boxStitch(x: number, y: number, stitch: string): string {
  return `<path d="M ${x} ${y} h 34 v 44 h -34 Z M ${x} ${y} l 34 44 M ${x + 34} ${y} l -34 44" fill="none" stroke="${stitch}" stroke-width="1.8"/>`;
}

export function drawTote({ id, colour, texture }: GarmentDrawOptions): GarmentLayers {
  const { seam, stitch } = seamColours(colour);
  const edge = darken(colour, 0.22);
  const weaveDark = isDark(colour) ? lighten(colour, 0.1) : darken(colour, 0.1);
  const under = [
    dropShadow(id, `<path d="${BODY}" fill="#000"/>`, 4, 10, 0.22, 14),
    strap(BACK_HANDLE, darken(colour, 0.12), darken(colour, 0.3), darken(colour, 0.25)),
    `<path d="${BODY}" fill="${colour}"/>`,
    // canvas weave
    `<defs><pattern id="${id}-weave" width="5" height="5" patternUnits="userSpaceOnUse">`,
    `<path d="M 0 0.5 H 5 M 0.5 0 V 5" stroke="${weaveDark}" stroke-width="1" stroke-opacity="0.28"/></pattern></defs>`,
    texture === false ? '' : `<path d="${BODY}" fill="url(#${id}-weave)"/>`,
  ].join('');
  const folds = [
    'M 300 470 C 312 600, 310 760, 296 900',
    'M 700 470 C 688 600, 690 760, 704 900',
    'M 460 850 C 470 870, 480 890, 486 910',
    'M 600 420 C 610 436, 620 452, 626 470',
  ];
  const highlights = ['M 330 430 C 360 600, 360 760, 340 890', 'M 530 860 C 540 880, 550 900, 556 912'];
  const over = [
    fabricShading(id, { clip: BODY, colour, folds, highlights, light: { x: 440, y: 520 } }),
    // folded top hem
    `<path d="M 284 392 L 716 392 L 718 440 L 282 440 Z" fill="${darken(colour, 0.03)}"/>`,
    `<path d="M 282 440 L 718 440" stroke="${seam}" stroke-width="2"/>`,
    `<path d="M 284 430 L 716 430" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    `<path d="M 284 402 L 716 402" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    strap(FRONT_HANDLE, colour, edge, stitch),
    boxStitch(363, 398, stitch),
    boxStitch(603, 398, stitch),
    // side seams
    `<path d="M 292 444 L 280 900 M 708 444 L 720 900" stroke="${seam}" stroke-width="1.6" stroke-opacity="0.6"/>`,
    `<path d="${BODY}" fill="none" stroke="${edge}" stroke-width="2" stroke-opacity="0.6"/>`,
  ].join('');
  return { under, over };
}
