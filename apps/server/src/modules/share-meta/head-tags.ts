import { optimizedImageUrl } from '@ipju/contract';
import { escapeHtml } from '../../lib/html';
import type { PageMeta } from './page-meta';

/** The site name the document title ends with (as the web app's PageHeader writes it). */
export const SITE_NAME = '입주';
const OG_IMAGE_WIDTH = 1200;

/**
 * An absolute image URL a crawler can read: seed and uploaded images (WebP, any size) go through the image
 * optimizer at 1200 px, which answers JPEG to a client that does not ask for AVIF or WebP (crawlers send no
 * such Accept); JPEGs are linked as they are.
 */
export function absoluteImageUrl(image: string, origin: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('/files/') && !/\.jpe?g$/i.test(image)) return origin + optimizedImageUrl(image, OG_IMAGE_WIDTH);
  return origin + image;
}

/** The <title> and meta tags of a page's preview. */
export function headTags(meta: PageMeta, pageUrl: string, origin: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = escapeHtml(absoluteImageUrl(meta.image, origin));
  const url = escapeHtml(pageUrl);
  const tags = [
    `<title>${title} | ${SITE_NAME}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    ...(meta.imageSize
      ? [
          `<meta property="og:image:width" content="${meta.imageSize.width}" />`,
          `<meta property="og:image:height" content="${meta.imageSize.height}" />`,
        ]
      : []),
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  return tags.map((t) => `    ${t}\n`).join('');
}

/** The tags a page's own preview replaces in index.html (site-wide ones such as og:site_name stay). */
const REPLACED = /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\n?|[ \t]*<meta\b[^>]*\b(?:name|property)\s*=\s*"(?:description|og:(?:type|title|description|url|image(?::[a-z_]+)?)|twitter:[a-z:_]+)"[^>]*>[ \t]*\n?/gi;

/**
 * index.html split around the preview tags: `before` (the head without them) and `after` (from </head>
 * on), so a page's HTML is before + its tags + after.
 */
export function splitIndexHtml(indexHtml: string): { before: string; after: string } | null {
  const end = indexHtml.search(/<\/head>/i);
  if (end < 0) return null;
  return { before: indexHtml.slice(0, end).replace(REPLACED, ''), after: indexHtml.slice(end) };
}
