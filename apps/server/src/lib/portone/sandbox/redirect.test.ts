import { describe, expect, it } from 'vitest';
import { sameOriginTarget, withQuery } from './redirect';

const OWN = ['https://ipju.example', 'http://localhost:5173'];

describe('sameOriginTarget', () => {
  it('accepts paths with one leading slash and absolute URLs of our own origins', () => {
    expect(sameOriginTarget('/billings/result?x=1', OWN)).toBe('/billings/result?x=1');
    expect(sameOriginTarget('/a/../..//evil.example', OWN)).toBe('/a/../..//evil.example');
    expect(sameOriginTarget('https://ipju.example/billings/result', OWN)).toBe('https://ipju.example/billings/result');
    expect(sameOriginTarget('http://localhost:5173/r', OWN)).toBe('http://localhost:5173/r');
  });

  it('refuses everything that could leave the site', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'https://ipju.example.evil.example/',
      'http://ipju.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'billings/result',
      '/\t/evil.example',
      '',
    ]) {
      expect(sameOriginTarget(target, OWN), target).toBeNull();
    }
  });

  it('keeps a normalised absolute URL absolute, so "//" in its path cannot become protocol-relative', () => {
    expect(sameOriginTarget('https://ipju.example/a/..//evil.example', OWN)).toBe('https://ipju.example//evil.example');
  });
});

describe('withQuery', () => {
  it('appends before the fragment, with & when a query exists', () => {
    expect(withQuery('/r', { a: '1', b: '가 나' })).toBe('/r?a=1&b=%EA%B0%80+%EB%82%98');
    expect(withQuery('/r?x=1#top', { a: '1' })).toBe('/r?x=1&a=1#top');
    expect(withQuery('/r?', { a: '1' })).toBe('/r?a=1');
  });
});
