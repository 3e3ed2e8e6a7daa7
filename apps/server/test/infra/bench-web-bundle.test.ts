import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeScripts, measureHomeBundle, staticImports } from '../../bench/web-bundle';

const INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
<link rel="stylesheet" href="/assets/index.css">
<script src="https://cdn.iamport.kr/v1/iamport.js"></script>
</head><body></body></html>`;

describe('bench: home route JavaScript size', () => {
  it('counts module scripts and modulepreload links, not styles or outside scripts', () => {
    expect(homeScripts(INDEX)).toEqual(['/assets/index-abc.js', '/assets/vendor-def.js']);
  });

  it('sums the gzip sizes of those files, and says when the web app is not built', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'ipju-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log("입주");'.repeat(1000));
    writeFileSync(path.join(dist, 'assets', 'vendor-def.js'), 'export const x = 1;');
    const size = measureHomeBundle(dist)!;
    expect(size.files.map((f) => f.file)).toEqual(['/assets/index-abc.js', '/assets/vendor-def.js']);
    expect(size.totalGzipBytes).toBe(size.files[0]!.gzipBytes + size.files[1]!.gzipBytes);
    expect(size.files[0]!.gzipBytes).toBeLessThan(1000);
    expect(measureHomeBundle(path.join(dist, 'missing'))).toBeNull();
  });

  it('follows static imports of chunks, not dynamic ones', () => {
    const code =
      'import{a as e}from"./chunk-1.js";import"./side-2.js";export{b}from"./re-3.js";' +
      'const p=()=>import("./Later-4.js");import { c } from "./spaced-5.js";';
    expect(staticImports(code)).toEqual(['./chunk-1.js', './side-2.js', './re-3.js', './spaced-5.js']);
  });

  it('adds the home page chunk and what it imports, each file once', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'ipju-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'import"./vendor-def.js";const h=()=>import("./HomePage-x1.js");');
    writeFileSync(path.join(dist, 'assets', 'vendor-def.js'), 'export const x = 1;');
    writeFileSync(path.join(dist, 'assets', 'HomePage-x1.js'), 'import{x}from"./vendor-def.js";import{y}from"./ItemCard-y2.js";');
    writeFileSync(path.join(dist, 'assets', 'ItemCard-y2.js'), 'export const y = 2;');
    writeFileSync(path.join(dist, 'assets', 'Other-z3.js'), 'export const z = 3;');
    const size = measureHomeBundle(dist)!;
    expect(size.files.map((f) => f.file).sort()).toEqual(
      ['/assets/HomePage-x1.js', '/assets/ItemCard-y2.js', '/assets/index-abc.js', '/assets/vendor-def.js'].sort(),
    );
  });
});
