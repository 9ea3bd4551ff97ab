import { getRule, isRuleName } from './catalogue';
import { GENERAL_VALIDATION_MESSAGE } from './messages';
import { regex } from './rules/custom';
import type { Rule, RuleSpec } from './types';

/** Rules for each field of a form or payload. */
export type FieldRules<F extends string = string> = Readonly<Record<F, readonly RuleSpec[]>>;

/** An errors map as produced here or received from the server (messages or lists of messages). */
export type ErrorsLike =
  | Readonly<Record<string, readonly string[] | string | null | undefined>>
  | null
  | undefined;

/** A rule with its parameter bound. */
export interface BoundRule {
  readonly name: string;
  test(value: unknown): boolean;
  message(): string;
}

function bind<P>(rule: Rule<P>, param: P): BoundRule {
  return { name: rule.name, test: (value) => rule.test(value, param), message: () => rule.message(param) };
}

/** Resolves a rule name, `{ rule, param }` or `{ regex, message }` to a rule with its parameter bound. */
export function bindRule(spec: RuleSpec): BoundRule {
  if (typeof spec === 'string') return bind<unknown>(getRule(spec), undefined);
  if ('regex' in spec) return bind(regex, { pattern: spec.regex, message: spec.message });
  if (!isRuleName(spec.rule)) throw new TypeError(`Unknown validation rule "${String(spec.rule)}"`);
  return bind<unknown>(getRule(spec.rule), 'param' in spec ? spec.param : undefined);
}

/** Binds every spec, with any `required` rule moved to the front (otherwise order is kept). */
export function bindRules(specs: readonly RuleSpec[]): BoundRule[] {
  const bound = specs.map(bindRule);
  return [
    ...bound.filter((rule) => rule.name === 'required'),
    ...bound.filter((rule) => rule.name !== 'required'),
  ];
}

/** Every failing rule's message for `value`, `required` first; empty when the value is valid. */
export function validateValue(value: unknown, rules: readonly RuleSpec[]): string[] {
  return bindRules(rules)
    .filter((rule) => !rule.test(value))
    .map((rule) => rule.message());
}

/** Errors map for `values` against `spec`: only fields that have errors appear, in spec order. */
export function validateFields<F extends string>(
  values: Readonly<Record<string, unknown>> | null | undefined,
  spec: FieldRules<F>,
): Partial<Record<F, string[]>> {
  const errors: Partial<Record<F, string[]>> = {};
  for (const field of Object.keys(spec) as F[]) {
    const value = values && Object.hasOwn(values, field) ? values[field] : undefined;
    const fieldErrors = validateValue(value, spec[field]);
    if (fieldErrors.length > 0) errors[field] = fieldErrors;
  }
  return errors;
}

/** True when an errors map holds at least one message. */
export function hasErrors(errors: ErrorsLike): boolean {
  return firstMessage(errors) !== undefined;
}

function firstMessage(errors: ErrorsLike): string | undefined {
  for (const entry of Object.values(errors ?? {})) {
    const candidates = typeof entry === 'string' ? [entry] : (entry ?? []);
    const message = candidates.find((candidate) => typeof candidate === 'string' && candidate.trim() !== '');
    if (message !== undefined) return message;
  }
  return undefined;
}

/**
 * The message to show for a failed validation (e.g. a 422 errors map): the first field's first
 * message, or `fallback` (the general message) when there is none.
 */
export function firstErrorMessage(errors: ErrorsLike, fallback: string = GENERAL_VALIDATION_MESSAGE): string {
  return firstMessage(errors) ?? fallback;
}
