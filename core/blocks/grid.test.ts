import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBlockRegistry } from './catalogue';
import { columnSpan, gridColumns, gridPlacement } from './grid';

const blocks = (...sizes: [string, number][]) => sizes.map(([type, x]) => ({ type, size: { x, y: 1 } }));
const spans = (rows: ReturnType<typeof gridPlacement>) =>
  rows.map((row) => row.cells.map((cell) => cell.span));

describe('grid columns', () => {
  it('12 columns on large screens, 6 on extra small', () => {
    expect(gridColumns('xl')).toBe(12);
    expect(gridColumns('lg')).toBe(12);
    expect(gridColumns('sm')).toBe(12);
    expect(gridColumns('xs')).toBe(6);
  });

  it.each([
    [3, 'lg', 3],
    [1, 'lg', 3],
    [7, 'md', 7],
    [15, 'xl', 12],
    [3, 'xs', 3],
    [4, 'xs', 3],
    [6, 'xs', 3],
    [8, 'xs', 4],
    [9, 'xs', 5],
    [12, 'xs', 6],
  ] as const)('width %i on %s spans %i', (x, breakpoint, span) => {
    expect(columnSpan(x, breakpoint)).toBe(span);
  });

  it('banner and carousel are never below 12 (the full row)', () => {
    expect(columnSpan(3, 'lg', 12)).toBe(12);
    expect(columnSpan(3, 'xs', 12)).toBe(6);
  });
});

describe('gridPlacement', () => {
  it('fills rows left to right, wrapping when a block does not fit', () => {
    const rows = gridPlacement(
      blocks(['pod', 3], ['pod', 3], ['button', 6], ['pod', 4], ['text', 12], ['pod', 9], ['pod', 4]),
      'lg',
    );
    expect(spans(rows)).toEqual([[3, 3, 6], [4], [12], [9], [4]]);
    expect(rows[0]?.cells.map((cell) => cell.offset)).toEqual([0, 3, 6]);
    expect(rows.every((row) => row.columns === 12)).toBe(true);
  });

  it('applies each type minimum (banner 12, others 3 by default)', () => {
    const rows = gridPlacement(blocks(['pod', 1], ['banner', 3], ['carousel', 6]), 'lg');
    expect(spans(rows)).toEqual([[3], [12], [12]]);
  });

  it('uses a registry minimum when given', () => {
    const registry = createBlockRegistry();
    const rows = gridPlacement(blocks(['banner', 4], ['pod', 2]), 'md', (type) => registry.minSize(type));
    expect(spans(rows)).toEqual([[12], [3]]);
  });

  it('on extra small screens two 3-wide blocks share a row of 6', () => {
    const rows = gridPlacement(blocks(['pod', 3], ['pod', 3], ['pod', 3], ['banner', 12]), 'xs');
    expect(spans(rows)).toEqual([[3, 3], [3], [6]]);
    expect(rows[0]?.columns).toBe(6);
  });

  it('carries the rows a block spans', () => {
    const rows = gridPlacement([{ type: 'pod', size: { x: 3, y: 2 } }], 'lg');
    expect(rows[0]?.cells[0]?.rows).toBe(2);
  });

  it('no row overflows and no span is below the minimum (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom('pod', 'banner', 'text'),
            size: fc.record({ x: fc.integer({ min: -5, max: 20 }), y: fc.constant(1) }),
          }),
        ),
        fc.constantFrom('xs', 'sm', 'md', 'lg', 'xl', '2xl'),
        (list, breakpoint) => {
          const rows = gridPlacement(list, breakpoint);
          const columns = gridColumns(breakpoint);
          const placed = rows.flatMap((row) => row.cells);
          return (
            placed.length === list.length &&
            rows.every((row) => row.cells.reduce((sum, cell) => sum + cell.span, 0) <= columns) &&
            placed.every((cell) => cell.span >= Math.min(columns, 3))
          );
        },
      ),
    );
  });
});
