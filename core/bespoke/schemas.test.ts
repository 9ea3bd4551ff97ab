import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '../errors';
import { BESPOKE_MESSAGES } from './messages';
import { flowMoveSchema, mockupAnswerSchema } from './schemas';

const errorsOf = (schema: typeof mockupAnswerSchema | typeof flowMoveSchema, input: unknown) => {
  try {
    parseOrThrow(schema as typeof flowMoveSchema, input);
    return null;
  } catch (error) {
    return (error as { errors: Record<string, string[]> }).errors;
  }
};

describe('the shopper answer to a mockup', () => {
  it('approves with or without a comment', () => {
    expect(parseOrThrow(mockupAnswerSchema, { answer: 'approve' })).toEqual({
      answer: 'approve',
      comment: '',
    });
    expect(parseOrThrow(mockupAnswerSchema, { answer: 'approve', comment: ' Lovely ' }).comment).toBe(
      'Lovely',
    );
  });

  it('asks for changes only with a comment', () => {
    expect(errorsOf(mockupAnswerSchema, { answer: 'changes', comment: '  ' })).toEqual({
      comment: [BESPOKE_MESSAGES.commentRequired],
    });
    expect(parseOrThrow(mockupAnswerSchema, { answer: 'changes', comment: 'Bigger logo' }).comment).toBe(
      'Bigger logo',
    );
  });

  it('refuses no answer and a comment over 2000 characters', () => {
    expect(errorsOf(mockupAnswerSchema, {})).toEqual({ answer: [BESPOKE_MESSAGES.answerRequired] });
    expect(errorsOf(mockupAnswerSchema, { answer: 'changes', comment: 'x'.repeat(2001) })).toEqual({
      comment: [BESPOKE_MESSAGES.commentTooLong],
    });
  });
});

describe('a staff move', () => {
  it('needs where to and the status seen; a tracking code is optional here', () => {
    expect(
      parseOrThrow(flowMoveSchema, { to: 'bespoke_sorted', expected: 'bespoke_documents_printed' }),
    ).toEqual({
      to: 'bespoke_sorted',
      expected: 'bespoke_documents_printed',
      trackingCode: '',
    });
    expect(errorsOf(flowMoveSchema, { to: '', expected: 'x' })).toEqual({
      to: [BESPOKE_MESSAGES.statusRequired],
    });
    expect(errorsOf(flowMoveSchema, { to: 'a', expected: 'b', trackingCode: 'x'.repeat(61) })).toEqual({
      trackingCode: [BESPOKE_MESSAGES.trackingTooLong],
    });
  });
});
