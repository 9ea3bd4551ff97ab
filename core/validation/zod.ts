import { z } from 'zod';
import * as messages from './messages';
import type { RuleArgs, RuleName, RuleSpec } from './types';
import { bindRules, type FieldRules } from './validate';

/** A superRefine callback adding one issue per failing rule (`required` first), with the rule's message. */
export type RuleRefinement = (value: unknown, ctx: z.RefinementCtx) => void;

/** Refinement for `.superRefine(...)` running the given rules; unknown rule names throw at once. */
export function ruleRefinement(specs: readonly RuleSpec[]): RuleRefinement {
  const rules = bindRules(specs);
  return (value, ctx) => {
    for (const rule of rules) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.message(), input: value });
    }
  };
}

/** A zod check running the given rules, for `schema.check(...)` on any schema. */
export function zRules(specs: readonly RuleSpec[]): z.core.$ZodCheck<unknown> {
  return z.superRefine(ruleRefinement(specs));
}

/** A zod check for one named rule: `z.string().check(zRule('min_length', 8))`. */
export function zRule<K extends RuleName>(name: K, ...args: RuleArgs<K>): z.core.$ZodCheck<unknown> {
  const spec = (args.length > 0 ? { rule: name, param: args[0] } : name) as RuleSpec;
  return zRules([spec]);
}

/**
 * A string schema running `rules`. A missing (undefined or null) value fails with
 * 'This field is required'; any other non-string with 'Must be text'. Add `.optional()` for optional fields.
 */
export function zString(rules: readonly RuleSpec[] = []): z.ZodString {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messages.required : messages.invalidText,
    })
    .check(zRules(rules));
}

export const zRequiredString = (): z.ZodString => zString(['required']);
export const zEmail = (): z.ZodString => zString(['required', 'email']);
export const zPassword = (): z.ZodString => zString(['required', 'password']);
export const zTwoFactorCode = (): z.ZodString => zString(['required', 'two_factor_code']);
export const zRecoveryCode = (): z.ZodString => zString(['required', 'recovery_code']);
export const zUrl = (): z.ZodString => zString(['required', 'url']);
export const zDomain = (): z.ZodString => zString(['required', 'domain']);

/** An object schema with one `zString(rules)` field per entry of `spec` (unknown keys stripped). */
export function zFields<const R extends FieldRules>(
  spec: R,
): z.ZodObject<{ -readonly [K in keyof R]: z.ZodString }> {
  const shape = Object.fromEntries(Object.entries(spec).map(([field, rules]) => [field, zString(rules)]));
  return z.object(shape as { -readonly [K in keyof R]: z.ZodString });
}
