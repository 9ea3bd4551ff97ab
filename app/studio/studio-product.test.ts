import { describe, expect, it } from 'vitest';
import { addImage, addText, type MockupParams } from '../../core/design';
import {
  blankDesignFor,
  carryDesign,
  colourOf,
  layersLeftBehind,
  productSides,
  type StudioProduct,
  sideScene,
} from './studio-product';

const images = (colour: string) => ({
  front: { photo: `/media/${colour}-front.png`, base: '/b', overlay: '/o' },
  back: { photo: `/media/${colour}-back.png`, base: '/b', overlay: '/o' },
});

const mockup: MockupParams = {
  width: 1000,
  height: 1000,
  placements: {
    front: { view: 'front', x: 300, y: 200, width: 400, height: 560, shape: 'rect' },
    back: { view: 'back', x: 300, y: 180, width: 400, height: 560, shape: 'rect' },
    left: { view: 'front', x: 100, y: 300, width: 80, height: 80, shape: 'rect' },
  },
  images: { White: images('white'), Black: images('black') },
};

const tee: StudioProduct = {
  id: 1,
  name: "Men's t-shirt",
  customiseIt: 'mens-t-shirt',
  medium: 'garment',
  price: 2000,
  printCosts: { front: 500, back: 500, left: 300 },
  printAreas: {
    front: { widthMm: 300, heightMm: 420 },
    back: { widthMm: 300, heightMm: 420 },
    left: { widthMm: 80, heightMm: 80 },
  },
  mockup,
  colours: [
    { name: 'White', hex: '#ffffff', sizes: ['S', 'M'] },
    { name: 'Black', hex: '#111111', sizes: ['M'] },
  ],
  defaultColour: 'Black',
  thumbnail: null,
};

const tote: Pick<StudioProduct, 'medium' | 'printAreas'> = {
  medium: 'garment',
  printAreas: { front: { widthMm: 150, heightMm: 210 } },
};

describe('studio products', () => {
  it('lists sides in the order of §3 and starts a blank design with their print areas', () => {
    expect(productSides(tee)).toEqual(['front', 'back', 'left']);
    const design = blankDesignFor(tee);
    expect(Object.keys(design.sides)).toEqual(['front', 'back', 'left']);
    expect(design.sides.left?.printArea).toEqual({ widthMm: 80, heightMm: 80 });
  });

  it('finds a colour by name in any case, else the default, else the first', () => {
    expect(colourOf(tee, 'white')?.name).toBe('White');
    expect(colourOf(tee, 'Purple')?.name).toBe('Black');
    expect(colourOf({ ...tee, defaultColour: 'None' }, null)?.name).toBe('White');
    expect(colourOf({ ...tee, colours: [] }, 'White')).toBeNull();
  });

  it('shows each side on its photo in the chosen colour', () => {
    expect(sideScene(tee, 'back', 'Black')?.images.photo).toBe('/media/black-back.png');
    expect(sideScene(tee, 'left', 'white')?.images.photo).toBe('/media/white-front.png');
    expect(sideScene(tee, 'right', 'White')).toBeNull();
    expect(sideScene({ mockup: null }, 'front', 'White')).toBeNull();
  });

  it('carries a design to a smaller product, scaled into its print area, leaving sides it lacks', () => {
    let design = blankDesignFor(tee);
    design = addText(design, 'front', { text: 'Hi', x: 0, y: 0, width: 300, height: 60, fontSize: 40 });
    design = addImage(design, 'back', { src: '/images/a.png', pixelWidth: 1000, pixelHeight: 1000 });
    const carried = carryDesign(design, tote);
    expect(Object.keys(carried.sides)).toEqual(['front']);
    expect(carried.sides.front?.printArea).toEqual({ widthMm: 150, heightMm: 210 });
    expect(carried.sides.front?.layers[0]).toMatchObject({
      x: 0,
      y: 0,
      width: 150,
      height: 30,
      fontSize: 20,
    });
    expect(layersLeftBehind(design, tote)).toBe(1);
  });
});
