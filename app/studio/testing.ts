/** Tests only: a base product as the studio's loader gives it. */
import type { MockupParams } from '../../core/design';
import type { StudioProduct } from './studio-product';

const TEE_OUTLINE =
  'M300 120 L400 90 Q500 140 600 90 L700 120 L880 260 L800 380 L720 330 L720 900 L280 900 L280 330 L200 380 L120 260 Z';

/** A flat t-shirt in a colour, as an SVG data URL (no files needed). */
export function teePhoto(hex: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><rect width="1000" height="1000" fill="#f1f0ed"/><path d="${TEE_OUTLINE}" fill="${hex}" stroke="#0002" stroke-width="4"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const COLOURS = [
  { name: 'White', hex: '#ffffff', sizes: ['S', 'M', 'L', 'XL'] },
  { name: 'Black', hex: '#1d1d1f', sizes: ['S', 'M', 'L', 'XL'] },
  { name: 'Navy', hex: '#1f2a44', sizes: ['M', 'L'] },
];

function mockupFor(colours: typeof COLOURS): MockupParams {
  const images: MockupParams['images'] = {};
  for (const colour of colours) {
    const photo = teePhoto(colour.hex);
    images[colour.name] = {
      front: { photo, base: photo, overlay: photo },
      back: { photo, base: photo, overlay: photo },
    };
  }
  return {
    width: 1000,
    height: 1000,
    placements: {
      front: { view: 'front', x: 350, y: 250, width: 300, height: 400, shape: 'rect' },
      back: { view: 'back', x: 350, y: 220, width: 300, height: 400, shape: 'rect' },
    },
    images,
  };
}

export const SAMPLE_TEE: StudioProduct = {
  id: 1,
  name: "Men's t-shirt",
  customiseIt: 'mens-t-shirt',
  medium: 'garment',
  price: 1800,
  printCosts: { front: 400, back: 400 },
  printAreas: { front: { widthMm: 300, heightMm: 400 }, back: { widthMm: 300, heightMm: 400 } },
  mockup: mockupFor(COLOURS),
  colours: COLOURS,
  defaultColour: 'White',
  thumbnail: null,
};

export const SAMPLE_PRINT: StudioProduct = {
  id: 2,
  name: 'Art print',
  customiseIt: 'art-print',
  medium: 'paper',
  price: 1200,
  printCosts: { front: 0 },
  printAreas: { front: { widthMm: 297, heightMm: 420 } },
  mockup: null,
  colours: [{ name: 'White', hex: '#ffffff', sizes: ['A3'] }],
  defaultColour: 'White',
  thumbnail: null,
};
