import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST_DIR } from '../src/lib/paths';

export interface BundleSize {
  files: Array<{ file: string; gzipBytes: number }>;
  totalGzipBytes: number;
}

/** The JavaScript files index.html loads up front: module scripts and modulepreload links. */
export function homeScripts(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/rel=["']?modulepreload/i.test(tag)) continue;
    const ref = tag.match(isScript ? /\bsrc=["']([^"']+)["']/i : /\bhref=["']([^"']+)["']/i)?.[1];
    if (ref && !/^(https?:)?\/\//.test(ref)) found.add(ref.split(/[?#]/)[0]!);
  }
  return [...found];
}

/** Gzip size of the home route's JavaScript in apps/web/dist, or null when the web app is not built. */
export function measureHomeBundle(distDir = WEB_DIST_DIR): BundleSize | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const files = homeScripts(readFileSync(indexFile, 'utf8')).map((ref) => {
    const file = path.join(distDir, ref.replace(/^\//, ''));
    return { file: ref, gzipBytes: existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0 };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
