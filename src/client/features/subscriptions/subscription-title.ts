/** The name a followed source shows under: its title, or its address when the feed gave none. */
export const titleOf = ({ title, sourceUrl }: { title: string; sourceUrl: string }): string =>
  title.trim() || sourceUrl;
