import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * A TipTap editor for the rich text the store allows (paragraphs, bold, italic, headings 2 and 3, lists;
 * no code). It is labelled by `${id}-label`; `onHtml` gets its HTML after each change ('' when empty). It is
 * null until it starts (after hydration), so callers show a text area of the same HTML until then.
 */
export function useRichTextEditor({
  id,
  content,
  describedBy,
  invalid,
  className,
  onHtml,
}: {
  id: string;
  content: string;
  describedBy: string | undefined;
  invalid: boolean;
  className: string;
  onHtml: (html: string) => void;
}) {
  return useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false })],
    content,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: className,
      },
    },
    onUpdate: ({ editor: changed }) => onHtml(changed.isEmpty ? '' : changed.getHTML()),
  });
}
