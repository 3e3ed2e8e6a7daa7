/**
 * The site's absolute address: the one rule for every absolute URL the server writes.
 *
 * - It is an origin (scheme, host and port, as `URL.origin` writes it: `https://ipju.kr/` is `https://ipju.kr`,
 *   `http://x:80` is `http://x`). The web app and the API always sit at the root of their host, so
 *   configuration refuses a PUBLIC_URL with a path rather than drop it.
 * - What other people see (share pages' og:url and og:image, cached and copied into link previews) uses
 *   `config.siteUrl` (`siteUrlOf`): PUBLIC_URL, in demo mode without it http://localhost:PORT. Never the
 *   request's Host header, which any client can forge.
 * - Links answered only to the one asking (the referral link, PortOne's return and webhook addresses) use
 *   `requesterSiteUrl`: PUBLIC_URL whenever it is set, so always in production (which refuses to start
 *   without it). Only in demo mode without PUBLIC_URL they follow the address the request came in on, so a
 *   phone trying the demo on the LAN comes back to the same host; a forged Host then misleads only the
 *   client that forged it.
 */

interface SiteSettings {
  /** PUBLIC_URL as an origin (`siteOriginOf`), or undefined. */
  publicUrl: string | undefined;
  siteUrl: string;
  isDemo: boolean;
}

/** `url`'s origin; throws on something that is not an absolute URL. */
export function siteOriginOf(url: string): string {
  return new URL(url).origin;
}

/** The address of pages others see: PUBLIC_URL (an origin already), else http://localhost:PORT. */
export function siteUrlOf(publicUrl: string | undefined, port: number): string {
  return publicUrl ?? siteOriginOf(`http://localhost:${port}`);
}

/** The address for a link answered only to this request's sender (see above). */
export function requesterSiteUrl(config: SiteSettings, request: { protocol: string; host: string }): string {
  if (config.publicUrl !== undefined || !config.isDemo) return config.siteUrl;
  try {
    return siteOriginOf(`${request.protocol}://${request.host}`);
  } catch {
    return config.siteUrl;
  }
}
