import { describe, expect, it } from 'vitest';
import { summaryLine } from './form';

describe('error summary lines', () => {
  it('name the field before its message', () => {
    expect(summaryLine('Email address', 'This field is required')).toBe(
      'Email address: This field is required',
    );
  });

  it('drop "(optional)" from the label', () => {
    expect(summaryLine('Company (optional)', 'Too long')).toBe('Company: Too long');
  });

  it('keep the message alone when the field has no label', () => {
    expect(summaryLine(undefined, 'Please try again')).toBe('Please try again');
  });
});
