/**
 * Characters that show nothing: zero-width spaces and joiners, bidi controls, variation
 * selectors, soft hyphens, tag characters (Unicode's Default_Ignorable_Code_Point). A name made
 * only of them looks empty, and one that differs from another only by them looks the same.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** True when nothing of the name would show: empty, spaces, or only invisible characters. */
export const isBlankName = (name: string): boolean => name.replace(INVISIBLE, '').trim() === '';

/**
 * Case folded for a caseless match: upper then lower case, so that letters with more than one
 * lower form meet ("ß" and "SS", "ϐ" and "β"), with the final sigma as any sigma, and "İ" (whose
 * lower case is "i" and a combining dot) and "ı" as "i": a Turkish "İstanbul" and an
 * "istanbul" are one name, as PostgreSQL's lower() holds them in most locales.
 */
const foldCase = (text: string): string =>
  text
    .toUpperCase()
    .toLowerCase()
    .replace(/ς/gu, 'σ')
    .replace(/i\u0307/gu, 'i');

/**
 * What two collection (and tag) names are compared by (docs/product/validation.md: unique per user,
 * case-insensitively): compatibility forms folded (NFKC: full-width letters, ligatures),
 * invisible characters dropped, spaces at the ends trimmed, any case (foldCase), composed again
 * after the case is folded ("W\u030A" lowers to "w\u030A", which composes to "ẘ"). It is the
 * one definition: the database's unique indexes are on this key, stored beside each name
 * (docs/decisions/0079-one-name-key.md). "Un\u200Bsorted" and "ＵＮＳＯＲＴＥＤ" both meet
 * "Unsorted".
 */
export const collectionNameKey = (name: string): string =>
  foldCase(name.normalize('NFKC').replace(INVISIBLE, '').trim()).normalize('NFKC');

/** True when the two names would read as the same collection. */
export const sameCollectionName = (a: string, b: string): boolean =>
  collectionNameKey(a) === collectionNameKey(b);
