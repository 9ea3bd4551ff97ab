/**
 * The editor's fonts: the faces a design uses are loaded through core/fonts' FontLoader (§4 events
 * 'webfonts-loaded' and 'webfonts-failed-to-load', §9 3000 ms timeout) with the studio's browser
 * environment and the server's /fonts/ stylesheets; and text is measured with the faces the browser has.
 */
import { useEffect, useMemo, useState } from 'react';
import { type DesignDocument, fontFaces } from '../../core/design';
import type { FontBatchResult } from '../../core/fonts';
import { studioFontLoader } from '../components/studio/font-loader';

export type FontStatus = { state: 'idle' | 'loading' | 'ready' } | { state: 'failed'; families: string[] };

/** Loads the faces a design uses whenever that set changes; says which families failed (shown in fallback). */
export function useDesignFonts(document: DesignDocument): FontStatus {
  const faces = useMemo(
    () =>
      fontFaces(document)
        .map((face) => `${face.family}|${face.weight}`)
        .filter((key, index, all) => all.indexOf(key) === index)
        .join(';'),
    [document],
  );
  const [status, setStatus] = useState<FontStatus>({ state: 'idle' });
  useEffect(() => {
    if (!faces) {
      setStatus({ state: 'ready' });
      return;
    }
    let current = true;
    const families = new Set<string>();
    const weights = new Set<number>();
    for (const key of faces.split(';')) {
      const [family = '', weight = '400'] = key.split('|');
      families.add(family);
      weights.add(Number(weight));
    }
    setStatus({ state: 'loading' });
    // One batch: one §4 event, and only its last family is requested with font-display swap.
    studioFontLoader()
      .load([...families], [...weights])
      .then((result: FontBatchResult) => {
        if (!current) return;
        const failed = result.failed.map((failure) => failure.family);
        setStatus(failed.length > 0 ? { state: 'failed', families: failed } : { state: 'ready' });
      });
    return () => {
      current = false;
    };
  }, [faces]);
  return status;
}

let measuringContext: CanvasRenderingContext2D | null | undefined;

/** A line's width at a font size of 1 mm, measured with the font the browser has (100 px, scaled down). */
export function measureLineInBrowser(
  line: string,
  font: { family: string; weight: number; style: string },
): number {
  measuringContext ??=
    typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measuringContext) return line.length * 0.55;
  measuringContext.font = `${font.style} ${font.weight} 100px '${font.family}'`;
  return measuringContext.measureText(line).width / 100;
}
