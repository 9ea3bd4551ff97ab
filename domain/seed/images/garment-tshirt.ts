import { darken } from './colour';
import type { GarmentDrawOptions, GarmentLayers, PrintArea } from './garment-types';
import { dropShadow, fabricShading, seamColours } from './studio';

export const TSHIRT_PRINT_AREA: PrintArea = { x: 378, y: 290, width: 244, height: 300, shape: 'rect' };

/**
 * Outline of a crew-neck t-shirt (ghost mannequin), front or back alike but for the `neckline` from the
 * left to the right shoulder.
 */
export function tshirtOutline(fitted: boolean, neckline: string): string {
  const w = fitted ? 22 : 0; // waist pull-in
  const h = fitted ? 18 : 0; // shorter sleeves and hem for the fitted cut
  return [
    'M 408 158',
    neckline,
    'C 640 176, 700 190, 742 206',
    `C 792 262, 830 ${330 - h}, 856 ${410 - h}`,
    `L ${744 - h / 2} ${462 - h}`,
    `C 726 426, 712 404, ${700 - w / 3} 382`,
    `C ${700 - w} 520, ${700 - w * 1.4} 640, ${704 - w / 2} ${868 - h}`,
    `C 640 ${880 - h}, 360 ${880 - h}, ${296 + w / 2} ${868 - h}`,
    `C ${300 + w * 1.4} 640, ${300 + w} 520, ${300 + w / 3} 382`,
    `C 288 404, 274 426, ${256 + h / 2} ${462 - h}`,
    `L 144 ${410 - h}`,
    `C 170 ${330 - h}, 208 262, 258 206`,
    'C 300 190, 360 176, 408 158 Z',
  ].join(' ');
}

export function drawTshirt({ id, colour, fit }: GarmentDrawOptions): GarmentLayers {
  const fitted = fit === 'fitted';
  const h = fitted ? 18 : 0;
  const body = tshirtOutline(fitted, 'C 432 246, 568 246, 592 158');
  const { seam, stitch, inside } = seamColours(colour);
  const backNeck = 'M 408 158 C 440 136, 560 136, 592 158 C 568 246, 432 246, 408 158 Z';
  const under = [
    dropShadow(id, `<path d="${body}" fill="#000"/>`),
    `<path d="${backNeck}" fill="${inside}"/>`,
    // inside back neck tape and a blank care label
    `<path d="M 420 160 C 452 146, 548 146, 580 160" fill="none" stroke="${darken(inside, 0.15)}" stroke-width="8"/>`,
    `<rect x="482" y="156" width="36" height="22" rx="2" fill="#f4f2ec" fill-opacity="0.9"/>`,
    `<path d="${body}" fill="${colour}"/>`,
  ].join('');
  const folds = [
    'M 306 396 C 330 424, 350 446, 364 476',
    'M 694 396 C 670 424, 650 446, 636 476',
    `M 332 560 C 344 650, 340 760, 330 ${850 - h}`,
    `M 668 560 C 656 650, 660 760, 670 ${850 - h}`,
    `M 452 ${872 - h} C 458 836, 454 806, 446 778`,
    `M 176 ${372 - h} C 204 344, 232 322, 262 296`,
    `M 824 ${372 - h} C 796 344, 768 322, 738 296`,
  ];
  const highlights = [
    `M 372 520 C 384 620, 384 720, 374 ${840 - h}`,
    `M 628 520 C 616 620, 616 720, 626 ${840 - h}`,
    `M 540 ${860 - h} C 546 820, 544 790, 536 760`,
  ];
  const over = [
    fabricShading(id, { clip: body, colour, folds, highlights }),
    // ribbed collar
    `<path d="M 408 158 C 432 246, 568 246, 592 158" fill="none" stroke="${darken(colour, 0.04)}" stroke-width="26"/>`,
    `<path d="M 396 163 C 428 262, 572 262, 604 163" fill="none" stroke="${seam}" stroke-width="2"/>`,
    `<path d="M 399 162 C 430 256, 570 256, 601 162" fill="none" stroke="${stitch}" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    `<path d="M 410 159 C 434 240, 566 240, 590 159" fill="none" stroke="${seam}" stroke-width="1.5" stroke-opacity="0.6"/>`,
    tshirtSeamsAndHems(body, colour, fitted),
  ].join('');
  return { under, over };
}

/** Shoulder and armhole seams, sleeve and body hems and the outline, the same seen from front or back. */
export function tshirtSeamsAndHems(body: string, colour: string, fitted: boolean): string {
  const h = fitted ? 18 : 0;
  const { seam, stitch } = seamColours(colour);
  return [
    // shoulder and armhole seams
    `<path d="M 408 160 C 360 178, 300 192, 258 208" fill="none" stroke="${seam}" stroke-width="2"/>`,
    `<path d="M 592 160 C 640 178, 700 192, 742 208" fill="none" stroke="${seam}" stroke-width="2"/>`,
    `<path d="M 258 208 C 282 266, 296 326, 300 382" fill="none" stroke="${seam}" stroke-width="2.5"/>`,
    `<path d="M 742 208 C 718 266, 704 326, 700 382" fill="none" stroke="${seam}" stroke-width="2.5"/>`,
    // sleeve and body hems
    `<path d="M 156 ${384 - h} L ${262 + h / 2} ${432 - h}" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    `<path d="M 844 ${384 - h} L ${738 - h / 2} ${432 - h}" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    `<path d="M ${300 + (fitted ? 11 : 0)} ${838 - h} C 360 ${850 - h}, 640 ${850 - h}, ${700 - (fitted ? 11 : 0)} ${838 - h}" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    `<path d="${body}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="1.5" stroke-opacity="0.55"/>`,
  ].join('');
}
