import { parseHttpUrl } from '@shared/urls';
import { dailymotion } from './dailymotion';
import type { OembedProvider } from './provider';
import { ted } from './ted';
import { vimeo } from './vimeo';
import { youtube } from './youtube';

export { OEMBED_SERVICES, type OembedProvider, type OembedService } from './provider';

/**
 * The table of providers, in the order a link is tried; a site is one file beside this one.
 * Only a link one of them recognises is ever sent to an oEmbed endpoint, and only in the
 * provider's own plain form: the form a user shared may carry tracking or share tokens, and the
 * provider may not know it.
 */
const OEMBED_PROVIDERS: readonly OembedProvider[] = [youtube, vimeo, dailymotion, ted];

/** The provider whose video `url` is, and what to ask it. */
export function matchProvider(url: string) {
  for (const provider of OEMBED_PROVIDERS) {
    const match = provider.match(url);
    if (match) return { provider, ...match };
  }
  return undefined;
}

/** The name of the video site `url` is a video of (YouTube, Vimeo, …), if any. */
export const videoSiteOf = (url: string): string | undefined => matchProvider(url)?.provider.name;

/** A lookupService as people read it: `YouTube`, `Vimeo`, or a page's host. */
export const serviceName = (service: string): string =>
  OEMBED_PROVIDERS.find((provider) => provider.service === service)?.name ??
  service.replace(/^page:/, '');

/** Whether `url` is a video of a site asked through oEmbed (YouTube, Vimeo, Dailymotion, TED). */
export const isVideoSiteLink = (url: string): boolean => matchProvider(url) !== undefined;

/**
 * Who a lookup of `url` asks: a video site's oEmbed (`youtube`, `vimeo`, `dailymotion`, `ted`),
 * or `page:<host>` for a web page. Services are paused apart: one site that is down does not
 * hold up YouTube's lookups, nor another site's.
 */
export function lookupService(url: string): string | undefined {
  const video = matchProvider(url);
  if (video) return video.provider.service;
  const page = parseHttpUrl(url);
  return page ? `page:${page.hostname}` : undefined;
}
