/** The curve slider's bend and the document's curve radius (the text box's fit is core/design's). */
import { DESIGN_LIMITS, roundMm, type TextLayer } from '../../core/design';

/**
 * A curve's bend as the studio's slider shows it: -100 to 100, the share of a full circle the text's
 * width spans (100 wraps it all the way round); 0 is straight.
 */
export function bendFromCurve(curve: TextLayer['curve'], width: number): number {
  if (!curve || curve.radius === 0) return 0;
  const share = width / Math.abs(curve.radius) / (2 * Math.PI);
  return Math.sign(curve.radius) * Math.min(100, Math.round(share * 100));
}

export function curveFromBend(bend: number, width: number): TextLayer['curve'] {
  const share = Math.min(100, Math.abs(bend)) / 100;
  if (share === 0) return null;
  const radius = Math.min(
    DESIGN_LIMITS.maxCurveRadiusMm,
    Math.max(DESIGN_LIMITS.minCurveRadiusMm, width / (share * 2 * Math.PI)),
  );
  return { radius: roundMm(Math.sign(bend) * radius) };
}
