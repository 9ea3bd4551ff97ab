/** A field's first error under it, named by the id its input's aria-describedby points at; nothing without one. */
export function FieldErrorText({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}
