/**
 * A complex's builders as residents read them, in one place for the web's complex and report pages and the
 * inspection report's PDF and Excel.
 */

/**
 * A joint venture's builders, '삼성물산·HDC현대산업개발' -> '삼성물산 · HDC현대산업개발': spaced so that a narrow card
 * breaks the line between two names, never with the dot starting the next line. One builder stays as it is.
 */
export function formatBuilders(builder: string): string {
  return builder
    .split(/\s*[·,/]\s*/)
    .filter(Boolean)
    .join(' · ');
}
