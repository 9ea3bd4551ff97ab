import { describe, expect, it } from 'vitest';
import { EDITOR_VERSIONS, hasEditorModule } from './editor-versions';
import { EDITOR_VIEWPORTS, gridBlockColumns, pageGridColumns, viewportForWidth } from './viewports';

describe('viewports', () => {
  it('are the §4 widths, widest first', () => {
    expect(EDITOR_VIEWPORTS).toEqual([
      { name: 'xl', minWidth: 1200 },
      { name: 'lg', minWidth: 992 },
      { name: 'md', minWidth: 768 },
      { name: 'sm', minWidth: 576 },
      { name: 'xs', minWidth: 0 },
    ]);
  });

  it('finds the viewport of a width at and around each boundary', () => {
    expect(viewportForWidth(1536)).toBe('xl');
    expect(viewportForWidth(1200)).toBe('xl');
    expect(viewportForWidth(1199)).toBe('lg');
    expect(viewportForWidth(992)).toBe('lg');
    expect(viewportForWidth(991)).toBe('md');
    expect(viewportForWidth(768)).toBe('md');
    expect(viewportForWidth(767)).toBe('sm');
    expect(viewportForWidth(576)).toBe('sm');
    expect(viewportForWidth(390)).toBe('xs');
    expect(viewportForWidth(0)).toBe('xs');
    expect(viewportForWidth(-5)).toBe('xs');
    expect(viewportForWidth(Number.NaN)).toBe('xs');
  });

  it('gives the page grid 12 columns, 6 on xs', () => {
    expect(pageGridColumns('xl')).toBe(12);
    expect(pageGridColumns('sm')).toBe(12);
    expect(pageGridColumns('xs')).toBe(6);
  });

  it('gives a grid block its columns per viewport, defaults 2/3/4, clamped 1-6', () => {
    expect(['xs', 'sm', 'md', 'lg', 'xl'].map((v) => gridBlockColumns(undefined, v as 'xs'))).toEqual([
      2, 2, 3, 4, 4,
    ]);
    const columns = { xs: 1, md: 2, lg: 9 };
    expect(gridBlockColumns(columns, 'sm')).toBe(1);
    expect(gridBlockColumns(columns, 'md')).toBe(2);
    expect(gridBlockColumns(columns, 'xl')).toBe(6);
    expect(gridBlockColumns({ xs: 'two', md: 0 }, 'xs')).toBe(2);
    expect(gridBlockColumns({ md: 0 }, 'md')).toBe(1);
  });
});

describe('editor module versions', () => {
  it('are the §4 versions', () => {
    expect(EDITOR_VERSIONS.v1).toEqual(['blockEditor']);
    expect(EDITOR_VERSIONS.v2).toEqual(['templateEditor', 'improvedHitTarget']);
    expect(EDITOR_VERSIONS.v3Dev).toEqual(['templateEditor', 'historyEditor', 'improvedHitTarget']);
    expect(EDITOR_VERSIONS.native).toEqual([]);
    expect(hasEditorModule('v3Dev', 'historyEditor')).toBe(true);
    expect(hasEditorModule('v2', 'historyEditor')).toBe(false);
    expect(hasEditorModule('v9', 'blockEditor')).toBe(false);
  });
});
