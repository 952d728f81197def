/**
 * What a refused post said, at the top of the page: without JavaScript the page reloads at its
 * top, so the messages are here as well as next to their fields.
 */
export function FormErrors({
  errors,
  title = "Nothing was saved.",
}: {
  errors: Record<string, string>;
  title?: string;
}) {
  const messages = [...new Set(Object.values(errors))];
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded-lg border border-danger p-4">
      <p className="font-semibold text-danger">{title}</p>
      <ul className="mt-2 list-disc ps-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
