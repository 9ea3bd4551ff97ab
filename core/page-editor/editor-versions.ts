/**
 * Editor module versions of §4: which editor features each version loads. v1 the block editor; v2 the
 * template editor with the improved hit target; v3Dev adds the history editor (undo and redo); native
 * loads none (the live storefront).
 */
export type EditorVersion = 'v1' | 'v2' | 'v3Dev' | 'native';
export type EditorModule = 'blockEditor' | 'templateEditor' | 'historyEditor' | 'improvedHitTarget';

export const EDITOR_VERSIONS: Readonly<Record<EditorVersion, readonly EditorModule[]>> = Object.freeze({
  v1: Object.freeze(['blockEditor'] as const),
  v2: Object.freeze(['templateEditor', 'improvedHitTarget'] as const),
  v3Dev: Object.freeze(['templateEditor', 'historyEditor', 'improvedHitTarget'] as const),
  native: Object.freeze([] as const),
});

export function isEditorVersion(value: unknown): value is EditorVersion {
  return typeof value === 'string' && Object.hasOwn(EDITOR_VERSIONS, value);
}

/** Whether a version loads a module; an unknown version loads none (as native). */
export function hasEditorModule(version: unknown, module: EditorModule): boolean {
  return isEditorVersion(version) && EDITOR_VERSIONS[version].includes(module);
}
