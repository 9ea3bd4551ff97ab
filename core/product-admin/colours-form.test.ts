import { describe, expect, it } from 'vitest';
import * as messages from '../validation/messages';
import {
  deleteImageFormSchema,
  imageFocusFormSchema,
  MAX_SIZES,
  parseHex,
  productColoursFormSchema,
  SIZE_MAX_LENGTH,
} from './colours-form';
import { PRODUCT_ADMIN_MESSAGES } from './messages';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the colours and sizes form', () => {
  it('reads hex colours of 3, 4, 6 or 8 digits, with or without #, in lower case', () => {
    expect(parseHex('#ABC')).toBe('#abc');
    expect(parseHex('abcd')).toBe('#abcd');
    expect(parseHex(' #00FF7f ')).toBe('#00ff7f');
    expect(parseHex('11223344')).toBe('#11223344');
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('navy')).toBeNull();
  });

  it('reads rows in order, skipping empty new rows, with sizes as a comma list', () => {
    expect(
      productColoursFormSchema.parse({
        'colour.2.name': 'White',
        'colour.2.hex': 'fff',
        'colour.2.sizes': 'S, M, m, ',
        'colour.0.id': '7',
        'colour.0.name': ' Navy ',
        'colour.0.hex': '#001F3F',
        'colour.0.sizes': 'M',
        'colour.1.name': '',
        'colour.1.hex': '',
        'colour.1.sizes': '',
      }),
    ).toEqual({
      colours: [
        { id: 7, name: 'Navy', hex: '#001f3f', sizes: ['M'] },
        { id: null, name: 'White', hex: '#fff', sizes: ['S', 'M'] },
      ],
    });
  });

  it('gives each bad field its message', () => {
    const result = productColoursFormSchema.safeParse({
      'colour.0.name': 'x'.repeat(41),
      'colour.0.hex': 'blue',
      'colour.0.sizes': 'S',
      'colour.1.name': 'Red',
      'colour.1.hex': '',
      'colour.1.sizes': Array.from({ length: MAX_SIZES + 1 }, (_, index) => `S${index}`).join(','),
      'colour.2.name': 'RED',
      'colour.2.hex': '#f00',
      'colour.2.sizes': 'y'.repeat(SIZE_MAX_LENGTH + 1),
      'colour.3.id': 'abc',
      'colour.3.name': 'Blue',
      'colour.3.hex': '#00f',
      'colour.3.sizes': '',
    });
    expect(errorsOf(result)).toEqual({
      'colour.0.name': messages.maxLength(40),
      'colour.0.hex': 'not a valid hex string',
      'colour.1.hex': messages.required,
      'colour.1.sizes': messages.maxValue(MAX_SIZES),
      'colour.2.name': PRODUCT_ADMIN_MESSAGES.colourNameRepeated,
      'colour.2.sizes': messages.maxLength(SIZE_MAX_LENGTH),
      'colour.3.sizes': messages.required,
      colours: PRODUCT_ADMIN_MESSAGES.unknownColour,
    });
  });

  it('needs at least one colour', () => {
    expect(errorsOf(productColoursFormSchema.safeParse({}))).toEqual({
      colours: PRODUCT_ADMIN_MESSAGES.noColours,
    });
  });
});

describe('the image focal point and delete forms', () => {
  it('reads a point from 0 to 1 in hundredths and refuses others', () => {
    expect(imageFocusFormSchema.parse({ imageId: '4', focusX: '0.333', focusY: '1.0' })).toEqual({
      imageId: 4,
      focusX: 0.33,
      focusY: 1,
    });
    expect(errorsOf(imageFocusFormSchema.safeParse({ imageId: '4', focusX: '-0.1', focusY: '2' }))).toEqual({
      focusX: PRODUCT_ADMIN_MESSAGES.focusInvalid,
      focusY: PRODUCT_ADMIN_MESSAGES.focusInvalid,
    });
  });

  it('deletes only when confirmed', () => {
    expect(deleteImageFormSchema.parse({ imageId: '9', confirm: 'yes' })).toEqual({
      imageId: 9,
      confirm: 'yes',
    });
    expect(errorsOf(deleteImageFormSchema.safeParse({ imageId: '9' }))).toEqual({
      confirm: PRODUCT_ADMIN_MESSAGES.confirmDeleteImage,
    });
  });
});
