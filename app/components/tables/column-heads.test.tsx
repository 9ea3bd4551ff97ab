import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ColumnHeads, numberColumn } from './column-heads';

describe('ColumnHeads', () => {
  it('heads each column, marking the columns of numbers', () => {
    expect(renderToStaticMarkup(<ColumnHeads columns={['Item', numberColumn('Qty')]} />)).toBe(
      '<thead><tr><th scope="col">Item</th><th scope="col" class="number">Qty</th></tr></thead>',
    );
  });
});
