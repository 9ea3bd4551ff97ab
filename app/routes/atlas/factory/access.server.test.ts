import { describe, expect, it } from 'vitest';
import { factoryReturnPath } from './access.server';

describe('where a print form sends staff back', () => {
  it('is a factory page, never anywhere else', () => {
    expect(factoryReturnPath('/atlas/factory/')).toBe('/atlas/factory/');
    expect(factoryReturnPath('/atlas/orders/12/labels/')).toBe('/atlas/orders/12/labels/');
    for (const other of [
      'https://evil.example/',
      '//evil.example/atlas/factory/',
      '/dashboard/',
      '/atlas/orders/x/labels/',
      null,
      3,
    ])
      expect(factoryReturnPath(other)).toBe('/atlas/factory/');
  });
});
