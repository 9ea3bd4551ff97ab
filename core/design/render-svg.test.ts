import { describe, expect, it } from 'vitest';
import { addImage, addText, createDesign, rotateLayer, updateImage, updateText } from './operations';
import {
  curvePath,
  escapeXml,
  fontFaces,
  fontFamilyAttribute,
  imageSources,
  renderSideSvg,
  svgNumber,
  textBaselines,
} from './render-svg';
import { blankDesign, sampleDesign } from './testing';
import type { DesignDocument } from './types';

const PRINT_PIXELS_PER_MM = 300 / 25.4;

function alignments(): DesignDocument {
  let document = createDesign({ medium: 'garment', printAreas: { front: { widthMm: 200, heightMm: 100 } } });
  for (const [index, align] of (['left', 'center', 'right'] as const).entries()) {
    document = addText(document, 'front', {
      text: `${align}\nsecond line`,
      align,
      fontSize: 8,
      x: 10,
      y: 5 + index * 30,
      width: 180,
      height: 20,
    });
  }
  document = updateText(document, 'front', 'layer-2', {
    font: { family: 'Bebas Neue', weight: 400, style: 'normal' },
    letterSpacing: 0.1,
    colour: '#c0392b',
    opacity: 0.75,
  });
  return rotateLayer(document, 'front', 'layer-3', -12.5);
}

function curves(): DesignDocument {
  let document = createDesign({ medium: 'garment', printAreas: { front: { widthMm: 200, heightMm: 200 } } });
  document = addText(document, 'front', {
    text: 'Arched over the top',
    curve: { radius: 80 },
    y: 20,
    height: 30,
    fontSize: 12,
  });
  document = addText(document, 'front', {
    text: 'Smiling\nalong the bottom',
    curve: { radius: -80 },
    y: 140,
    height: 30,
    fontSize: 12,
  });
  return document;
}

function images(): DesignDocument {
  let document = createDesign({ medium: 'paper', printAreas: { front: { widthMm: 100, heightMm: 150 } } });
  document = addImage(document, 'front', {
    src: '/images/studio/uploads/7/a.png',
    pixelWidth: 1200,
    pixelHeight: 800,
  });
  document = addImage(document, 'front', {
    src: '/images/studio/uploads/7/b.svg',
    pixelWidth: 500,
    pixelHeight: 500,
    x: -10,
    y: 100,
    width: 60,
    height: 60,
  });
  document = updateImage(document, 'front', 'layer-1', { flipX: true });
  document = updateImage(document, 'front', 'layer-2', { flipX: true, flipY: true, opacity: 0.5 });
  return rotateLayer(document, 'front', 'layer-2', 90);
}

describe('renderSideSvg golden files', () => {
  it('draws aligned, multi-line, styled and rotated text', async () => {
    await expect(renderSideSvg(alignments(), 'front')).toMatchFileSnapshot('./__golden__/text.svg');
  });

  it('draws text on arcs above and below', async () => {
    await expect(renderSideSvg(curves(), 'front')).toMatchFileSnapshot('./__golden__/curves.svg');
  });

  it('draws flipped, rotated and translucent images', async () => {
    await expect(renderSideSvg(images(), 'front')).toMatchFileSnapshot('./__golden__/images.svg');
  });

  it('sizes a print file in whole pixels at 300 DPI', async () => {
    await expect(
      renderSideSvg(sampleDesign(), 'front', { pixelsPerMm: PRINT_PIXELS_PER_MM }),
    ).toMatchFileSnapshot('./__golden__/print-a3.svg');
  });

  it('draws a preview on a background with its own id prefix and image hrefs', async () => {
    const svg = renderSideSvg(sampleDesign(), 'front', {
      background: '#1f2a44',
      idPrefix: 'editor-7-',
      imageHref: (src) => `https://cdn.example${src}?w=800`,
    });
    await expect(svg).toMatchFileSnapshot('./__golden__/preview.svg');
  });
});

describe('renderSideSvg', () => {
  it('is deterministic: the same document always gives the same bytes', () => {
    const once = renderSideSvg(sampleDesign(), 'front');
    expect(renderSideSvg(structuredClone(sampleDesign()), 'front')).toBe(once);
    expect(renderSideSvg(JSON.parse(JSON.stringify(sampleDesign())), 'front')).toBe(once);
  });

  it('writes the physical size in mm, or whole pixels at a resolution', () => {
    expect(renderSideSvg(blankDesign(), 'front')).toContain(
      'width="297mm" height="420mm" viewBox="0 0 297 420"',
    );
    // A3 at 300 DPI: 3508 x 4961 px.
    expect(renderSideSvg(blankDesign(), 'front', { pixelsPerMm: PRINT_PIXELS_PER_MM })).toContain(
      'width="3508" height="4961" viewBox="0 0 297 420" preserveAspectRatio="none"',
    );
  });

  it('clips to the print area by its viewport and is transparent unless given a background', () => {
    const svg = renderSideSvg(sampleDesign(), 'front');
    expect(svg).toContain('viewBox="0 0 297 420" preserveAspectRatio="none" overflow="hidden"');
    expect(svg).not.toContain('<rect');
    expect(renderSideSvg(sampleDesign(), 'front', { background: '#1f2a44' })).toContain(
      '<rect width="297" height="420" fill="#1f2a44"/>',
    );
  });

  it('marks images for exact copying only when asked (print files with images at their printed size)', () => {
    expect(renderSideSvg(sampleDesign(), 'front')).not.toContain('image-rendering');
    expect(renderSideSvg(sampleDesign(), 'front', { imageRendering: 'pixelated' })).toContain(
      '<g image-rendering="optimizeSpeed">',
    );
  });

  it('hands each image layer to imageHref', () => {
    const seen: string[] = [];
    renderSideSvg(sampleDesign(), 'front', {
      imageHref: (src, layer) => {
        seen.push(`${layer.id} ${src}`);
        return 'data:image/png;base64,AAAA';
      },
    });
    expect(seen).toEqual(['layer-3 /images/studio/uploads/1/0f0e0d0c.png']);
  });

  it('escapes text so a layer cannot inject markup', () => {
    const document = addText(blankDesign(), 'front', { text: '</text><script>alert(1)</script>&"' });
    const svg = renderSideSvg(document, 'front');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;');
  });

  it('draws an empty side as an empty SVG', () => {
    expect(renderSideSvg(blankDesign(), 'left')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="90mm" height="90mm" viewBox="0 0 90 90" preserveAspectRatio="none" overflow="hidden"><g></g></svg>',
    );
  });

  it('refuses a side the document does not have', () => {
    const document = createDesign({ medium: 'garment', printAreas: { front: { widthMm: 1, heightMm: 1 } } });
    expect(() => renderSideSvg(document, 'back')).toThrow('This product cannot be printed on the back');
  });
});

describe('renderer helpers', () => {
  it('formats numbers with at most three decimals and no negative zero', () => {
    expect(svgNumber(1.23456)).toBe('1.235');
    expect(svgNumber(-0.0001)).toBe('0');
    expect(svgNumber(10)).toBe('10');
  });

  it('escapes XML and drops control characters', () => {
    expect(escapeXml('a<b>&"c"\u0007\n')).toBe('a&lt;b&gt;&amp;&quot;c&quot;\n');
  });

  it('names a family with its generic fallback', () => {
    expect(fontFamilyAttribute('Playfair Display')).toBe("'Playfair Display', serif");
    expect(fontFamilyAttribute('lato')).toBe("'Lato', sans-serif");
    expect(fontFamilyAttribute("Evil'; font")).toBe("'Evil font', sans-serif");
  });

  it('centres the block of lines in the box', () => {
    expect(textBaselines({ height: 30, fontSize: 10, lineHeight: 1 }, 1)).toEqual([18.5]);
    expect(textBaselines({ height: 20, fontSize: 10, lineHeight: 1 }, 2)).toEqual([8.5, 18.5]);
  });

  it('draws an arch from the bottom of its circle and a smile from the top', () => {
    const box = { width: 100, height: 20, fontSize: 10, lineHeight: 1 };
    expect(curvePath(box, 50)).toBe('M 50 113.5 A 50 50 0 1 1 50 13.5 A 50 50 0 1 1 50 113.5');
    expect(curvePath(box, -50)).toBe('M 50 -86.5 A 50 50 0 1 0 50 13.5 A 50 50 0 1 0 50 -86.5');
  });

  it('lists the images and font faces a design needs', () => {
    expect(imageSources(sampleDesign())).toEqual(['/images/studio/uploads/1/0f0e0d0c.png']);
    expect(imageSources(sampleDesign(), 'back')).toEqual([]);
    expect(fontFaces(sampleDesign())).toEqual([
      { family: 'Lato', weight: 400, style: 'normal' },
      { family: 'Playfair Display', weight: 700, style: 'italic' },
    ]);
  });
});
