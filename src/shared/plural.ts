/** "1 video", "2 videos"; `format` writes the number (plain digits unless told otherwise). */
export const plural = (
  count: number,
  one: string,
  many: string,
  format: (count: number) => string = String,
): string => `${format(count)} ${count === 1 ? one : many}`;
