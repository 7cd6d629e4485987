/**
 * A message with `backticks` around its commands, folders and addresses, shown with those as
 * code (extension-messages.ts keeps the texts whole, as a test reads them).
 */
export function CodeText({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
