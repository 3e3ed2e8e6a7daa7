/**
 * Korean line breaking for the PDF, like CSS `word-break: keep-all`: lines break at spaces only, so a Korean
 * word (어절) never splits across lines; a word longer than the whole line breaks by character. pdfkit's own
 * wrapper follows UAX #14, which lets Hangul break between any two syllables. Newlines in the text are kept.
 */
export function wrapKeepAll(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/[ \t]+/).filter((w) => w.length > 0);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      if (measure(word) <= width) {
        line = word;
        continue;
      }
      // A word wider than the line: as many characters as fit, then the rest on the next lines.
      for (const ch of word) {
        if (line && measure(line + ch) > width) {
          lines.push(line);
          line = '';
        }
        line += ch;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}
