import { useState } from 'react';
import { RichTextEditing } from '../../../components/rich-text/rich-text-editing';
import { useRichTextEditor } from '../../../components/rich-text/use-rich-text-editor';

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
  const editor = useRichTextEditor({
    id,
    content: defaultValue,
    describedBy: describedBy || undefined,
    invalid: Boolean(error),
    className: 'rich-text-content',
    onHtml: setHtml,
  });

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
          <RichTextEditing
            editor={editor}
            label={label}
            classNames={{ toolbar: 'rich-text-toolbar', tool: 'rich-text-tool' }}
          />
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
