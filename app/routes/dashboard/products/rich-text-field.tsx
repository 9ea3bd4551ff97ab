import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';

interface RichTextFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  error?: string | undefined;
}

/**
 * A rich-text field (TipTap) that posts its HTML as `name`. Until the editor starts (before hydration, or
 * without JavaScript) it is a plain textarea of the same HTML, so what is typed early is kept. The server
 * sanitises what arrives; nothing here is trusted.
 */
export function RichTextField({ id, name, label, hint, defaultValue, error }: RichTextFieldProps) {
  const [html, setHtml] = useState(defaultValue);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false })],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: changed }) => setHtml(changed.isEmpty ? '' : changed.getHTML()),
  });

  const tool = (label: string, active: boolean, run: () => void) => (
    <button
      type="button"
      className="rich-text-tool"
      aria-pressed={active}
      onClick={run}
      onMouseDown={(event) => event.preventDefault()}
    >
      {label}
    </button>
  );

  return (
    <div className={`form-field rich-text${error ? ' form-field-invalid' : ''}`}>
      <label id={`${id}-label`} htmlFor={editor ? undefined : id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {editor ? (
        <>
          <div className="rich-text-toolbar" role="toolbar" aria-label={`${label} formatting`}>
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
          <input type="hidden" name={name} value={html} />
        </>
      ) : (
        <textarea
          id={id}
          name={name}
          rows={8}
          defaultValue={defaultValue}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setHtml(event.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
