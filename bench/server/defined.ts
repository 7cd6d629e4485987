/** `value`, or an error naming what was missing (the bench's set-up went wrong). */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`bench: no ${what}`);
  return value;
}

/** A random element of a list that must not be empty. */
export const randomOf = <T>(items: readonly T[]): T =>
  defined(items[Math.floor(Math.random() * items.length)], 'element in an empty list');
