/** A theme: dotted properties; a value '$other.property' refers to another property. */
export interface ThemeDefinition {
  name: string;
  extends?: string;
  deprecated?: boolean;
  properties: Record<string, string>;
}

export type ThemeRegistry = Readonly<Record<string, ThemeDefinition>>;
export type ResolvedTheme = Readonly<Record<string, string>>;
