import { darken } from './colour';
import {
  type KnitBody,
  knitBodyFill,
  knitRibbedTrims,
  knitSilhouette,
  knitSleeveJoins,
} from './garment-knit';
import type { GarmentDrawOptions, GarmentLayers, PrintArea } from './garment-types';
import { dropShadow, fabricShading, seamColours } from './studio';

export const SWEATER_PRINT_AREA: PrintArea = { x: 380, y: 318, width: 240, height: 290, shape: 'rect' };

/** The sweater's body, front and back alike but for the `neckline` across the top of the torso. */
export function sweaterBody(neckline: string): KnitBody {
  return {
    torso: [
      'M 412 196',
      neckline,
      'C 630 212, 680 232, 720 258',
      'C 700 320, 698 380, 698 428',
      'L 694 842 L 306 842 L 302 428',
      'C 302 380, 300 320, 280 258',
      'C 320 232, 370 212, 412 196 Z',
    ].join(' '),
    leftSleeve:
      'M 280 258 C 220 290, 194 380, 184 520 L 170 796 L 252 802 L 300 430 C 302 380, 300 320, 280 258 Z',
    rightSleeve:
      'M 720 258 C 780 290, 806 380, 816 520 L 830 796 L 748 802 L 700 430 C 698 380, 700 320, 720 258 Z',
    waistband: 'M 306 836 L 694 836 L 692 900 C 620 906, 380 906, 308 900 Z',
    leftCuff: 'M 170 792 L 252 798 L 246 880 L 174 876 Z',
    rightCuff: 'M 830 792 L 748 798 L 754 880 L 826 876 Z',
    leftSleeveJoin: 'M 280 258 C 300 320, 302 380, 302 430',
    rightSleeveJoin: 'M 720 258 C 700 320, 698 380, 698 430',
    ribs: {
      leftCuff: { x: 170, y: 792, width: 84, height: 90 },
      rightCuff: { x: 746, y: 792, width: 84, height: 90 },
      waistband: { x: 304, y: 834, width: 392, height: 72 },
    },
    waistbandSeam: 'M 306 836 L 694 836',
    cuffSeams: 'M 172 794 L 252 800 M 828 794 L 748 800',
  };
}

const BODY = sweaterBody('C 440 282, 560 282, 588 196');
const BACK_NECK = 'M 412 196 C 440 172, 560 172, 588 196 C 560 282, 440 282, 412 196 Z';
const COLLAR = 'M 412 196 C 440 282, 560 282, 588 196 L 618 204 C 590 318, 410 318, 382 204 Z';

/** Shadow folds of the sleeves and body, the same seen from the front or the back. */
export const SWEATER_FOLDS = [
  'M 298 440 C 328 470, 346 500, 354 540',
  'M 702 440 C 672 470, 654 500, 646 540',
  'M 228 560 C 222 640, 212 720, 204 786',
  'M 772 560 C 778 640, 788 720, 796 786',
  'M 330 660 C 338 720, 340 780, 336 832',
  'M 670 660 C 662 720, 660 780, 664 832',
];

export const SWEATER_SILHOUETTE = knitSilhouette(BODY);

export function drawSweater({ id, colour }: GarmentDrawOptions): GarmentLayers {
  const { seam, stitch, inside } = seamColours(colour);
  const rib = darken(colour, 0.05);
  const ribLine = darken(colour, 0.2);
  const under = [
    dropShadow(id, `<path d="${SWEATER_SILHOUETTE}" fill="#000"/>`),
    `<path d="${BACK_NECK}" fill="${inside}"/>`,
    `<path d="M 424 194 C 452 178, 548 178, 576 194" fill="none" stroke="${darken(inside, 0.15)}" stroke-width="8"/>`,
    `<rect x="482" y="186" width="36" height="22" rx="2" fill="#f4f2ec" fill-opacity="0.9"/>`,
    knitBodyFill(BODY, colour),
  ].join('');
  const highlights = ['M 210 380 C 204 480, 198 600, 194 720', 'M 420 640 C 430 700, 434 760, 430 820'];
  const over = [
    fabricShading(id, { clip: SWEATER_SILHOUETTE, colour, folds: SWEATER_FOLDS, highlights }),
    // ribbed crew collar with a chain-stitched join
    `<path d="${COLLAR}" fill="${rib}"/>`,
    ribsAlongCollar(ribLine),
    `<path d="M 382 204 C 410 318, 590 318, 618 204" fill="none" stroke="${seam}" stroke-width="2.5"/>`,
    `<path d="M 378 210 C 408 328, 592 328, 622 210" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="6 4"/>`,
    // shoulders and sleeve joins
    knitSleeveJoins(BODY, seam),
    `<path d="M 382 206 C 350 220, 310 236, 280 258 M 618 206 C 650 220, 690 236, 720 258" fill="none" stroke="${seam}" stroke-width="2"/>`,
    knitRibbedTrims(BODY, colour, seam, id),
    `<path d="${SWEATER_SILHOUETTE}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="1.5" stroke-opacity="0.5"/>`,
  ].join('');
  return { under, over };
}

/** Short rib strokes radiating across the collar band. */
function ribsAlongCollar(colour: string): string {
  const lines: string[] = [];
  const steps = 34;
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const inner = cubic(t, [412, 196], [440, 282], [560, 282], [588, 196]);
    const outer = cubic(t, [382, 204], [410, 318], [590, 318], [618, 204]);
    lines.push(
      `M ${inner[0].toFixed(1)} ${inner[1].toFixed(1)} L ${outer[0].toFixed(1)} ${outer[1].toFixed(1)}`,
    );
  }
  return `<path d="${lines.join(' ')}" stroke="${colour}" stroke-width="1.6" stroke-opacity="0.55"/>`;
}

type Point = readonly [number, number];
function cubic(t: number, p0: Point, p1: Point, p2: Point, p3: Point): [number, number] {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}
