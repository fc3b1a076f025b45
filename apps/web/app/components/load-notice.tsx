/** Shown where content could not be loaded, instead of an empty page. */
export function LoadNotice({ message }: { message: string }) {
  return (
    <div className="load-notice" role="alert">
      <p>{message}</p>
    </div>
  );
}
