import { describe, expect, it } from 'vitest';
import { isEditorFrame } from './index';

const at = (path: string) => new URL(path, 'https://shop.test');

describe('isEditorFrame', () => {
  it('is the editor’s frame only with both preview=1 and editorFrame=1', () => {
    expect(isEditorFrame(at('/?preview=1&editorFrame=1'))).toBe(true);
    expect(isEditorFrame(at('/about-us/?editorFrame=1&preview=1&colour=red'))).toBe(true);
    expect(isEditorFrame(at('/?editorFrame=1'))).toBe(false);
    expect(isEditorFrame(at('/?preview=1'))).toBe(false);
    expect(isEditorFrame(at('/?preview=1&editorFrame=true'))).toBe(false);
    expect(isEditorFrame(at('/?preview=0&editorFrame=1'))).toBe(false);
  });
});
