import { describe, expect, it } from 'vitest';
import { EDITOR_VIEWPORTS } from '../../../core/page-editor/viewports';
import {
  editorFrameSrc,
  frameLayout,
  frameScale,
  MIN_FRAME_HEIGHT,
  scaleNote,
  VIEWPORT_FRAME_WIDTHS,
  viewportLabel,
} from './frame-size';

describe('the preview frame at each viewport', () => {
  it('is as wide as the viewport starts, and a phone (375 px) for xs', () => {
    expect(VIEWPORT_FRAME_WIDTHS).toEqual({ xl: 1200, lg: 992, md: 768, sm: 576, xs: 375 });
    for (const { name, minWidth } of EDITOR_VIEWPORTS) {
      if (name !== 'xs') expect(VIEWPORT_FRAME_WIDTHS[name]).toBe(minWidth);
    }
  });

  it('is labelled with the viewport and its width', () => {
    expect(viewportLabel('md')).toBe('Previewing at md (768 px)');
    expect(viewportLabel('xs')).toBe('Previewing at xs (375 px)');
    expect(viewportLabel('xl')).toBe('Previewing at xl (1200 px)');
  });
});

describe('frameScale', () => {
  it('shrinks a frame wider than the room, never enlarges one', () => {
    expect(frameScale(1200, 600)).toBe(0.5);
    expect(frameScale(768, 384)).toBe(0.5);
    expect(frameScale(768, 768)).toBe(1);
    expect(frameScale(375, 1000)).toBe(1);
  });

  it('is 1 while the room is unknown or nonsense', () => {
    expect(frameScale(1200, 0)).toBe(1);
    expect(frameScale(1200, -5)).toBe(1);
    expect(frameScale(1200, Number.NaN)).toBe(1);
    expect(frameScale(0, 500)).toBe(1);
  });
});

describe('frameLayout', () => {
  it('keeps the real width and fills the room in height, in the frame’s own pixels', () => {
    expect(frameLayout('xl', { width: 600, height: 700 })).toEqual({
      width: 1200,
      height: 1400,
      scale: 0.5,
      outerWidth: 600,
      outerHeight: 700,
    });
    expect(frameLayout('md', { width: 1000, height: 900 })).toEqual({
      width: 768,
      height: 900,
      scale: 1,
      outerWidth: 768,
      outerHeight: 900,
    });
  });

  it('is never shorter than the minimum height, and full size before it is measured', () => {
    expect(frameLayout('sm', { width: 0, height: 0 })).toEqual({
      width: 576,
      height: MIN_FRAME_HEIGHT,
      scale: 1,
      outerWidth: 576,
      outerHeight: MIN_FRAME_HEIGHT,
    });
    expect(frameLayout('lg', { width: 496, height: 100 }).height).toBe(MIN_FRAME_HEIGHT);
  });

  it('takes no more room than it has', () => {
    for (const { name } of EDITOR_VIEWPORTS) {
      for (const width of [200, 333, 375, 390, 768, 1000, 1280]) {
        const layout = frameLayout(name, { width, height: 640 });
        expect(layout.outerWidth).toBeLessThanOrEqual(width);
        expect(layout.width).toBe(VIEWPORT_FRAME_WIDTHS[name]);
      }
    }
  });
});

describe('scaleNote', () => {
  it('says how small the frame is shown, and nothing at full size', () => {
    expect(scaleNote(0.625)).toBe('Shown at 63%');
    expect(scaleNote(1)).toBeNull();
  });
});

describe('editorFrameSrc', () => {
  it('opens the page in preview, marked as the editor’s frame', () => {
    expect(editorFrameSrc('/about-us/')).toBe('/about-us/?preview=1&editorFrame=1');
    expect(editorFrameSrc('/')).toBe('/?preview=1&editorFrame=1');
  });

  it('keeps a query of its own, without doubling the markers, and drops a fragment', () => {
    expect(editorFrameSrc('/sale/?colour=red&preview=0#top')).toBe(
      '/sale/?colour=red&preview=1&editorFrame=1',
    );
  });

  it('never leaves this origin', () => {
    for (const path of [
      '//evil.example/',
      '/\\evil.example/',
      'https://evil.example/',
      '/\t/evil.example',
      '',
    ]) {
      expect(editorFrameSrc(path)).toBe('/?preview=1&editorFrame=1');
    }
  });
});
