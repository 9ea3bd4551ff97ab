import { ratioValue, SPACER_RATIOS } from '../../../../core/blocks/style';
import type { BlockComponentProps } from '../context';

/** Spacer: empty space whose height is its ratio of its width (regular by default). */
export function SpacerBlock({ properties: p }: BlockComponentProps) {
  return (
    <div
      className="block-spacer"
      aria-hidden="true"
      style={{ aspectRatio: `1 / ${ratioValue(p.ratio, SPACER_RATIOS.regular)}` }}
    />
  );
}
