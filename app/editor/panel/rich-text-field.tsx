import { sanitiseHtml } from '../../../core/blocks/sanitise-html';
import { RichTextEditing } from '../../components/rich-text/rich-text-editing';
import { useRichTextEditor } from '../../components/rich-text/use-rich-text-editor';
import { type FieldProps, textOf } from './field-props';
import { describedBy } from './field-shell';

/**
 * Rich text (TipTap). What it hands on is sanitised with the save path's own sanitiser, so the panel never
 * holds HTML that saving would change. Until the editor starts it is a text area of the same HTML.
 */
export function RichTextField({ field, id, value, error, onChange }: FieldProps) {
  const html = textOf(value);
  const editor = useRichTextEditor({
    id,
    content: html,
    describedBy: describedBy(id, error),
    invalid: Boolean(error),
    className: 'panel-rich-text-content',
    onHtml: (changed) => onChange(changed ? sanitiseHtml(changed) : ''),
  });

  return (
    <div className={`panel-field panel-rich-text${error ? ' panel-field-invalid' : ''}`}>
      <label id={`${id}-label`} htmlFor={editor ? undefined : id}>
        {field.label}
      </label>
      {editor ? (
        <RichTextEditing
          editor={editor}
          label={field.label}
          classNames={{ toolbar: 'panel-toolbar', tool: 'panel-tool' }}
        />
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
