import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { sanitiseHtml } from '../../../core/blocks/sanitise-html';
import { type FieldProps, textOf } from './field-props';
import { describedBy } from './field-shell';

/**
 * Rich text (TipTap). What it hands on is sanitised with the save path's own sanitiser, so the panel never
 * holds HTML that saving would change. Until the editor starts it is a text area of the same HTML.
 */
export function RichTextField({ field, id, value, error, onChange }: FieldProps) {
  const html = textOf(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false })],
    content: html,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'panel-rich-text-content',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : sanitiseHtml(changed.getHTML())),
  });

  const tool = (label: string, active: boolean, run: () => void) => (
    <button
      type="button"
      className="panel-tool"
      aria-pressed={active}
      onClick={run}
      onMouseDown={(event) => event.preventDefault()}
    >
      {label}
    </button>
  );

  return (
    <div className={`panel-field panel-rich-text${error ? ' panel-field-invalid' : ''}`}>
      <label id={`${id}-label`} htmlFor={editor ? undefined : id}>
        {field.label}
      </label>
      {editor ? (
        <>
          <div className="panel-toolbar" role="toolbar" aria-label={`${field.label} formatting`}>
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
      ) : (
        <textarea
          id={id}
          rows={6}
          value={html}
          aria-describedby={describedBy(id, error)}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={(event) => onChange(sanitiseHtml(event.currentTarget.value))}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="panel-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
