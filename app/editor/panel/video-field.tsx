import { useState } from 'react';
import { fieldError } from '../../../core/page-editor/fields';
import { type FieldProps, textOf } from './field-props';
import { describedBy, FieldShell } from './field-shell';
import { usePanel } from './panel-context';

/** A video's address (the files library holds images and documents, not videos). */
export function VideoField({ field, id, path, value, error, onChange }: FieldProps) {
  const { type } = usePanel();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = error ?? problem;
  return (
    <FieldShell id={id} label={field.label} error={shown} hint="The address of an MP4 or WebM video.">
      <input
        id={id}
        type="url"
        inputMode="url"
        value={textOf(value)}
        placeholder="https://…"
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, shown, 'hint')}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setProblem(fieldError(type, path, text));
          onChange(text);
        }}
      />
    </FieldShell>
  );
}
