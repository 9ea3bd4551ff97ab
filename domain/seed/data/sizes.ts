import type { ProductKind } from './types';

export const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const KIDS_SIZES = ['3-4', '5-6', '7-8', '9-10', '11-12'] as const;
export const ONE_SIZE = ['One Size'] as const;
export const PRINT_SIZES = ['A4', 'A3', 'A2'] as const;
export const STICKER_SIZES = ['7.5cm', '10cm'] as const;

/** Default size run of a product kind; kids' garments use ages instead. */
export function defaultSizes(kind: ProductKind, kids: boolean): string[] {
  switch (kind) {
    case 't-shirt':
    case 'hoodie':
    case 'sweater':
      return [...(kids ? KIDS_SIZES : ADULT_SIZES)];
    case 'tote-bag':
      return [...ONE_SIZE];
    case 'art-print':
      return [...PRINT_SIZES];
    case 'sticker':
      return [...STICKER_SIZES];
  }
}
