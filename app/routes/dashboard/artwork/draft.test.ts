import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, parseDraft } from './draft';

describe('the artwork wizard draft', () => {
  it('reads back what was stored', () => {
    const draft = {
      upload: {
        uuid: 'u-1',
        src: '/images/studio/uploads/1/a.png',
        pixelWidth: 2400,
        pixelHeight: 1200,
        vector: false,
        name: 'a.png',
      },
      products: [
        { key: 'mens-t-shirt', colours: ['White', 'Black'], price: '30.00', scale: 60, x: 50, y: 40 },
      ],
      name: 'Mountain',
    };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('drops what it cannot trust and clamps placements', () => {
    expect(parseDraft('not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft(null)).toEqual(EMPTY_DRAFT);
    const parsed = parseDraft(
      JSON.stringify({
        upload: { uuid: 'u', src: 'https://evil.example/x.png', pixelWidth: 10, pixelHeight: 10 },
        products: [
          { key: '' },
          { key: 'tote-bag', colours: ['Black', 3], price: 20, scale: 900, x: -5, y: 'top' },
        ],
        name: 42,
      }),
    );
    expect(parsed).toEqual({
      upload: null,
      products: [{ key: 'tote-bag', colours: ['Black'], price: '', scale: 100, x: 0, y: 45 }],
      name: '',
    });
  });
});
