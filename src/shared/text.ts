/** Cut to `max` UTF-16 units, never between the two halves of a surrogate pair. */
export function capLength(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return (last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut).trimEnd();
}

/** Control characters out, whitespace runs made one space, trimmed, capped; empty is none. */
export function cleanText(value: string | undefined, max: number): string | undefined {
  if (value === undefined) return undefined;
  const text = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? undefined : capLength(text, max);
}
