import { type Editor, EditorContent } from '@tiptap/react';

/** The formatting toolbar (named `${label} formatting`) above the TipTap editor's content. */
export function RichTextEditing({
  editor,
  label,
  classNames,
}: {
  editor: Editor;
  label: string;
  classNames: { toolbar: string; tool: string };
}) {
  const tool = (name: string, active: boolean, run: () => void) => (
    <button
      type="button"
      className={classNames.tool}
      aria-pressed={active}
      onClick={run}
      // Keeps the selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
    >
      {name}
    </button>
  );
  return (
    <>
      <div className={classNames.toolbar} role="toolbar" aria-label={`${label} formatting`}>
        {tool('Bold', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
        {tool('Italic', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
        {tool('Heading', editor.isActive('heading', { level: 2 }), () =>
          editor.chain().focus().toggleHeading({ level: 2 }).run(),
        )}
        {tool('Bullet list', editor.isActive('bulletList'), () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {tool('Numbered list', editor.isActive('orderedList'), () =>
          editor.chain().focus().toggleOrderedList().run(),
        )}
      </div>
      <EditorContent editor={editor} />
    </>
  );
}
