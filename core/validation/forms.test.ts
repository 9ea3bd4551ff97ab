import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remillRules, remillSchema, subscriberOfferRules, subscriberOfferSchema } from './forms';
import { validateFields } from './validate';

/** The errors map a schema produces, in the same shape as validateFields. */
function schemaErrors(schema: typeof subscriberOfferSchema | typeof remillSchema, value: unknown) {
  const result = schema.safeParse(value);
  const errors: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe('subscriber offer form', () => {
  it('accepts an email and first name', () => {
    expect(subscriberOfferSchema.parse({ email: 'jane@example.com', firstName: 'Jane' })).toEqual({
      email: 'jane@example.com',
      firstName: 'Jane',
    });
  });

  it('requires both fields', () => {
    expect(schemaErrors(subscriberOfferSchema, {})).toEqual({
      email: ['This field is required'],
      firstName: ['This field is required'],
    });
    expect(schemaErrors(subscriberOfferSchema, { email: '', firstName: '   ' })).toEqual({
      email: ['This field is required'],
      firstName: ['This field is required'],
    });
  });

  it('requires a valid email', () => {
    expect(schemaErrors(subscriberOfferSchema, { email: 'jane@', firstName: 'Jane' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it('is built from its rules, so the schema and validateFields agree', () => {
    const field = fc.oneof(fc.constant(undefined), fc.constant(''), fc.string(), fc.emailAddress());
    fc.assert(
      fc.property(field, field, (email, firstName) => {
        const values = { email, firstName };
        expect(schemaErrors(subscriberOfferSchema, values)).toEqual(
          validateFields(values, subscriberOfferRules),
        );
      }),
    );
  });
});

describe('remill form', () => {
  it('accepts a valid email', () => {
    expect(remillSchema.parse({ email: 'jane@example.com' })).toEqual({ email: 'jane@example.com' });
  });

  it('requires a valid email', () => {
    expect(schemaErrors(remillSchema, {})).toEqual({ email: ['This field is required'] });
    expect(schemaErrors(remillSchema, { email: 'not-an-email' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it('has only the email rules', () => {
    expect(remillRules).toEqual({ email: ['required', 'email'] });
  });

  it('schema and validateFields agree', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(undefined), fc.string(), fc.emailAddress()), (email) => {
        expect(schemaErrors(remillSchema, { email })).toEqual(validateFields({ email }, remillRules));
      }),
    );
  });
});
