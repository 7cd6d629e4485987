import { secureHeaders } from 'hono/secure-headers';
import { playerOrigins } from '@shared/embed';
import type { PlayerSites } from '@shared/contracts/playback';
import { YOUTUBE_THUMBNAIL_ORIGIN } from '@shared/youtube';

/**
 * Headers on every response, API and client alike. The Content-Security-Policy allows no
 * inline or foreign script (the theme is set by /theme-init.js, a file), images only from
 * here, YouTube's thumbnail host, data: URLs (the build inlines small assets) and blob: URLs
 * (other hosts' images, fetched by the server's image proxy: decision 0053), requests
 * only to this origin, frames only from the in-app player's two hosts
 * (docs/product/watching.md#player: YOUTUBE_EMBED_URL's and VIMEO_PLAYER_URL's origins), and no
 * framing of this app. Inline styles stay allowed: the toast library and Radix position things with
 * them, and a style cannot run code. The service worker (/sw.js and its Workbox file) and the web
 * app manifest need no directive of their own: worker-src and manifest-src fall back to default-src
 * 'self'. A handler that sets one of these headers itself keeps its own (the image proxy's stricter
 * `default-src 'none'`).
 */
export const securityHeaders = (players: PlayerSites) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", YOUTUBE_THUMBNAIL_ORIGIN, 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: playerOrigins(players),
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    overwrite: false,
  });
