/**
 * The knitted body shared by the hoodie and the sweater, front and back: a torso with set-in sleeves,
 * ribbed cuffs and a ribbed waistband.
 */
import { darken } from './colour';
import { ribs } from './ribbing';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface KnitBody {
  /** Path data of each piece. */
  torso: string;
  leftSleeve: string;
  rightSleeve: string;
  waistband: string;
  leftCuff: string;
  rightCuff: string;
  /** Where each sleeve meets the torso. */
  leftSleeveJoin: string;
  rightSleeveJoin: string;
  /** Boxes the rib lines of each ribbed piece fill. */
  ribs: { leftCuff: Box; rightCuff: Box; waistband: Box };
  /** The seams joining the waistband to the torso and the cuffs to the sleeves. */
  waistbandSeam: string;
  cuffSeams: string;
}

/** The outline of the whole garment: torso, sleeves, then `extra` pieces (a hood), waistband and cuffs. */
export function knitSilhouette(body: KnitBody, ...extra: string[]): string {
  return [
    body.torso,
    body.leftSleeve,
    body.rightSleeve,
    ...extra,
    body.waistband,
    body.leftCuff,
    body.rightCuff,
  ].join(' ');
}

/** The body's fills: sleeves, torso, and the ribbed pieces a shade darker. */
export function knitBodyFill(body: KnitBody, colour: string): string {
  const rib = darken(colour, 0.05);
  return [
    `<path d="${body.leftSleeve}" fill="${colour}"/><path d="${body.rightSleeve}" fill="${colour}"/>`,
    `<path d="${body.torso}" fill="${colour}"/>`,
    `<path d="${body.leftCuff}" fill="${rib}"/><path d="${body.rightCuff}" fill="${rib}"/>`,
    `<path d="${body.waistband}" fill="${rib}"/>`,
  ].join('');
}

/** The seams where the sleeves meet the torso. */
export function knitSleeveJoins(body: KnitBody, seam: string): string {
  return [
    `<path d="${body.leftSleeveJoin}" fill="none" stroke="${seam}" stroke-width="2.5"/>`,
    `<path d="${body.rightSleeveJoin}" fill="none" stroke="${seam}" stroke-width="2.5"/>`,
  ].join('');
}

/** Rib lines on the cuffs and waistband, and the seams joining them on. */
export function knitRibbedTrims(body: KnitBody, colour: string, seam: string, id: string): string {
  const ribLine = darken(colour, 0.2);
  const rib = (shape: string, box: Box, suffix: string) =>
    ribs(shape, box.x, box.y, box.width, box.height, 7, ribLine, `${id}-${suffix}`);
  return [
    rib(body.leftCuff, body.ribs.leftCuff, 'lc'),
    rib(body.rightCuff, body.ribs.rightCuff, 'rc'),
    rib(body.waistband, body.ribs.waistband, 'wb'),
    `<path d="${body.waistbandSeam}" stroke="${seam}" stroke-width="2.5"/>`,
    `<path d="${body.cuffSeams}" stroke="${seam}" stroke-width="2.5"/>`,
  ].join('');
}
