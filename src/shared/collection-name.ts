/**
 * Characters that show nothing: zero-width spaces and joiners, bidi controls, variation
 * selectors, soft hyphens, tag characters (Unicode's Default_Ignorable_Code_Point). A name made
 * only of them looks empty, and one that differs from another only by them looks the same.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** True when nothing of the name would show: empty, spaces, or only invisible characters. */
export const isBlankName = (name: string): boolean => name.replace(INVISIBLE, '').trim() === '';

/**
 * What two collection names are compared by (SPEC §5: unique per user, case-insensitively):
 * compatibility forms folded (NFKC: full-width letters, ligatures), invisible characters dropped,
 * spaces at the ends trimmed, any case. "Un\u200Bsorted" and "ＵＮＳＯＲＴＥＤ" both meet "Unsorted".
 */
export const collectionNameKey = (name: string): string =>
  name.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();

/** True when the two names would read as the same collection. */
export const sameCollectionName = (a: string, b: string): boolean =>
  collectionNameKey(a) === collectionNameKey(b);
