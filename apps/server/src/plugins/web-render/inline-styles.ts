import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The page's stylesheets as one <style> in the head instead of a dozen <link>s: the first paint then waits
 * for the HTML alone (docs/RENDERING.md "Styles"). A mid-range phone on a mobile network pays a round trip
 * per stylesheet, and on HTTP/1.1 they queue with the scripts and the first image for six connections. The
 * browser app still loads the linked files when it loads a route module, after the first paint; the rules
 * are the same, so the cascade does not change. Built files never change while the process runs, so each is
 * read once. A file that cannot be read stays a <link>.
 */
export function createStyleInliner(distDir: string) {
  const texts = new Map<string, string | null>();
  const read = (href: string): string | null => {
    if (!texts.has(href)) {
      const file = path.join(distDir, path.normalize(href).replace(/^([/\\])+/, ''));
      let text: string | null = null;
      // Only built stylesheets under the web app's folder, never a path that climbs out of it.
      if (href.endsWith('.css') && file.startsWith(distDir + path.sep)) {
        try {
          // A stylesheet cannot contain "</style" legitimately; escaping keeps the element closed where it should.
          text = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
        } catch {
          text = null;
        }
      }
      texts.set(href, text);
    }
    return texts.get(href) ?? null;
  };

  return (hrefs: readonly string[]): string => {
    let inline = '';
    let markers = '';
    let out = '';
    const flush = () => {
      if (inline) out += `<style>${inline}</style>${markers}`;
      inline = '';
      markers = '';
    };
    for (const href of hrefs) {
      const text = read(href);
      if (text === null) {
        flush();
        out += `<link rel="stylesheet" crossorigin href="${href}">`;
      } else {
        inline += text;
        markers += `<link rel="stylesheet" crossorigin href="${href}" disabled>`;
      }
    }
    flush();
    return out;
  };
}
