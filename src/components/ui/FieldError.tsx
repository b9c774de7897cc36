/**
 * A field's error under it, when there is one; the field points at `id` with
 * aria-describedby so a screen reader reads the error with it.
 */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}
