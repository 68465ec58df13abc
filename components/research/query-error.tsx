/** A failed research query's message, announced to assistive tech; nothing when there is no error. */
export function QueryError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-danger">
      {(error as Error).message}
    </p>
  );
}
