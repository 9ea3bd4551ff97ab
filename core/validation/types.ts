/**
 * A named validation rule. `test` answers whether a value passes, `message` gives the text shown
 * when it does not. Every rule except `required` treats an empty value (undefined, null, '' or an
 * empty array) as valid, so that "optional, but valid if present" is the default.
 */
export interface Rule<P = void> {
  readonly name: string;
  test(value: unknown, param: P): boolean;
  message(param: P): string;
}

/** Parameter of the `regex` rule: a pattern and the message shown when it does not match. */
export interface RegexParam {
  readonly pattern: RegExp | string;
  readonly message: string;
}

/** The parameter each catalogue rule takes (`undefined` for none, `| undefined` when it has a default). */
export interface RuleParams {
  required: undefined;
  email: undefined;
  url: undefined;
  domain: undefined;
  password: undefined;
  two_factor_code: undefined;
  recovery_code: undefined;
  charity_number: undefined;
  vat_number: undefined;
  company_number: undefined;
  measurement_id: undefined;
  tracking_id: undefined;
  facebook_pixel: undefined;
  pinterest_pixel: undefined;
  conversion_id: undefined;
  conversion_label: undefined;
  site_verification: undefined;
  embed_code: undefined;
  alpha: undefined;
  alpha_dash: undefined;
  alpha_spaces: undefined;
  alpha_spaces_punctuation: undefined;
  numeric: undefined;
  numeric_float: undefined;
  number_required: undefined;
  two_decimal_places: undefined;
  positive_number: undefined;
  lowercase: undefined;
  uk_phone: undefined;
  sort_code: undefined;
  postcode: undefined;
  national_insurance_number: undefined;
  bank_account: undefined;
  min_length: number | undefined;
  max_length: number | undefined;
  file_extensions: readonly string[];
  min_value: number;
  max_value: number;
  regex: RegexParam;
}

export type RuleName = keyof RuleParams;

/** The rule type for a parameter: `Rule` (no parameter) when it is `undefined`, else `Rule<P>`. */
export type RuleFor<P> = [P] extends [undefined] ? Rule : Rule<P>;

/** Rule names that may be used without a parameter (none needed, or one with a default). */
export type BareRuleName = { [K in RuleName]: undefined extends RuleParams[K] ? K : never }[RuleName];

/** `{ rule, param }` form; `param` is optional when the rule has a default and absent when it takes none. */
export type ParamRuleSpec = {
  [K in RuleName]: [RuleParams[K]] extends [undefined]
    ? { readonly rule: K }
    : undefined extends RuleParams[K]
      ? { readonly rule: K; readonly param?: RuleParams[K] }
      : { readonly rule: K; readonly param: RuleParams[K] };
}[RuleName];

/** A custom regular expression with its own message. */
export interface RegexRuleSpec {
  readonly regex: RegExp | string;
  readonly message: string;
}

/** How a field names one of its rules. */
export type RuleSpec = BareRuleName | ParamRuleSpec | RegexRuleSpec;

/** Arguments after the rule name, e.g. for `zRule(name, ...args)`. */
export type RuleArgs<K extends RuleName> = [RuleParams[K]] extends [undefined]
  ? []
  : undefined extends RuleParams[K]
    ? [param?: RuleParams[K]]
    : [param: RuleParams[K]];

/** Errors map: field name to its failing messages. Only fields with errors appear. */
export type ValidationErrors = Record<string, string[]>;
