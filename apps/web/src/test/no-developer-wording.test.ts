import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every screen's source (not tests): the words a resident can read live in these files. */
function screenSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : screenSources(full);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [full] : [];
  });
}

/** Korean text that talks about the machinery instead of the resident's business. */
const DEVELOPER_WORDING = [/서버에서/, /서버가/, /데이터를/, /API/, /merchantUid/];

describe('words on screen', () => {
  it('no screen tells a resident about servers, APIs or internal order keys', () => {
    const root = path.resolve(__dirname, '..');
    const offenders: string[] = [];
    for (const file of screenSources(root)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.trim();
          if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
          // Only quoted or JSX text with Hangul in it is something a resident reads.
          const texts = [...line.matchAll(/(['"`])([^'"`]*[가-힣][^'"`]*)\1|>([^<>{}]*[가-힣][^<>{}]*)</g)].map((m) => m[2] ?? m[3] ?? '');
          for (const text of texts) {
            if (DEVELOPER_WORDING.some((re) => re.test(text))) offenders.push(`${path.relative(root, file)}:${i + 1}: ${text.trim()}`);
          }
        });
    }
    expect(offenders).toEqual([]);
  });
});
