/**
 * Block types only a pro store may use (spec §6, §8 "Pro required to save this page"): the pro benefits
 * block and the affiliate blocks. Shared by the save check (domain/pages) and the editor's palette and
 * paste rules (core/page-editor), so both refuse the same types.
 */
export function isProOnlyBlockType(type: string): boolean {
  return type === 'proBenefits' || type.startsWith('affiliate');
}
