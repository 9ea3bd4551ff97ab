import { describe, expect, it } from 'vitest';
import * as validation from './index';

const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('public surface', () => {
  it('exports the runtime API', () => {
    expect(Object.keys(validation).sort()).toEqual(
      [
        'DEFAULT_MAX_LENGTH',
        'DEFAULT_MIN_LENGTH',
        'GENERAL_VALIDATION_MESSAGE',
        'STORAGE_LIMITS',
        'bindRule',
        'bindRules',
        'canStore',
        'catalogue',
        'firstErrorMessage',
        'getRule',
        'hasErrors',
        'isRuleName',
        'maxStoredValueLength',
        'messages',
        'remillRules',
        'remillSchema',
        'ruleNames',
        'ruleRefinement',
        'storageWriteError',
        'subscriberOfferRules',
        'subscriberOfferSchema',
        'validateFields',
        'validateValue',
        'zDomain',
        'zEmail',
        'zFields',
        'zPassword',
        'zRecoveryCode',
        'zRequiredString',
        'zRule',
        'zRules',
        'zString',
        'zTwoFactorCode',
        'zUrl',
      ].sort(),
    );
  });

  it('exposes messages as a namespace', () => {
    expect(validation.messages.required).toBe('This field is required');
    expect(validation.messages.minLength(4)).toBe('Must contain at least 4 characters');
    expect(validation.GENERAL_VALIDATION_MESSAGE).toBe(
      'Oops... looks like something went wrong. Please try again.',
    );
  });
});

describe('isomorphic source', () => {
  it('finds the library files', () => {
    expect(Object.keys(sources)).toContain('./index.ts');
    expect(Object.keys(sources)).toContain('./rules/uk.ts');
    expect(Object.keys(sources)).not.toContain('./index.test.ts');
  });

  it.each(Object.entries(sources))('%s imports only zod and local modules', (_path, source) => {
    const specifiers = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
    for (const specifier of specifiers) {
      expect(specifier === 'zod' || specifier?.startsWith('.')).toBe(true);
    }
    expect(source).not.toMatch(/\brequire\(|\bimport\(|process\.|Buffer\b|\bwindow\.|\bdocument\./);
  });
});
