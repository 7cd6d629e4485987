import { AppError } from './app-error';

/**
 * The id of the Vidshelf extension built from this repository: Chromium derives it from the
 * public key in extension/manifest.json (`key`), so every unpacked copy of it has this id
 * (docs/decisions/0080-extension-allow-list-and-pairing.md). A unit test derives it again from
 * the manifest.
 */
export const OFFICIAL_EXTENSION_ID = 'bkkjffcpcmdbamihneklocbieogeipho';

/** The official extension, or a self-built copy whose id the operator listed (EXTENSION_IDS). */
export type ExtensionKind = 'official' | 'self-built';

const ORIGIN_PREFIX = 'chrome-extension://';

/**
 * The extensions this server deals with: the official one always, and the ids of self-built
 * copies from EXTENSION_IDS. Only these may call the API cross-origin or be given a token.
 */
export function allowedExtensions(selfBuiltIds: readonly string[]) {
  const selfBuilt = new Set(selfBuiltIds);
  const kindOf = (id: string): ExtensionKind | null =>
    id === OFFICIAL_EXTENSION_ID ? 'official' : selfBuilt.has(id) ? 'self-built' : null;

  return {
    kindOf,

    /** Which extension `id` is; 403 `extension_not_allowed` for any other. */
    require(id: string): ExtensionKind {
      const kind = kindOf(id);
      if (kind === null) throw new AppError('extension_not_allowed', 403);
      return kind;
    },

    /** Whether an `Origin` header is one of these extensions' pages. */
    admitsOrigin: (origin: string): boolean =>
      origin.startsWith(ORIGIN_PREFIX) && kindOf(origin.slice(ORIGIN_PREFIX.length)) !== null,
  };
}

export type AllowedExtensions = ReturnType<typeof allowedExtensions>;
