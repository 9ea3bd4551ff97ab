/** Tests only: documents to start from. */
import { addImage, addText, createDesign } from './operations';
import type { DesignDocument, Medium } from './types';

export const A3 = { widthMm: 297, heightMm: 420 } as const;

export function blankDesign(medium: Medium = 'garment'): DesignDocument {
  return createDesign({
    medium,
    printAreas: { front: A3, back: A3, left: { widthMm: 90, heightMm: 90 } },
  });
}

/** A front with a heading, a curved line and a 3000 x 2000 px image; an empty back and left. */
export function sampleDesign(medium: Medium = 'garment'): DesignDocument {
  let document = blankDesign(medium);
  document = addText(document, 'front', {
    text: 'Printfront\nStudio',
    font: { family: 'Playfair Display', weight: 700, style: 'italic' },
    colour: '#1f2a44',
    fontSize: 40,
  });
  document = addText(document, 'front', {
    text: 'Made with care & <love>',
    curve: { radius: 150 },
    letterSpacing: 0.05,
    y: 10,
    fontSize: 20,
  });
  document = addImage(document, 'front', {
    src: '/images/studio/uploads/1/0f0e0d0c.png',
    pixelWidth: 3000,
    pixelHeight: 2000,
  });
  return document;
}

/** Deep-freezes a value so a test fails if an operation writes to its input. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}
