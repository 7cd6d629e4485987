/** The video sites asked through their oEmbed endpoints (decision 0052). */
export const OEMBED_SERVICES = ['youtube', 'vimeo', 'dailymotion', 'ted'] as const;
export type OembedService = (typeof OEMBED_SERVICES)[number];

/** A video site with an oEmbed endpoint: which links are its videos, and how to ask about one. */
export interface OembedProvider {
  /** Its lookupService name: each provider is paused apart. */
  service: OembedService;
  /** As messages and the log name it. */
  name: string;
  /**
   * The video `url` names: an id safe to log (never a secret such as an unlisted video's
   * hash), and the plain link the provider is asked about; undefined when it is not one.
   */
  match(url: string): { id: string; asked: string } | undefined;
  /** Whether its answer's thumbnail_url is kept (YouTube's image is known from the id). */
  answersThumbnail: boolean;
}
