import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPendingWebFonts, loadWebFonts, webFontsFetchedBefore } from './web-fonts';

const fontLinks = () => document.head.querySelectorAll('link[rel="stylesheet"]');

afterEach(() => {
  localStorage.clear();
  for (const link of fontLinks()) link.remove();
  delete document.documentElement.dataset.webFonts;
  document.body.innerHTML = '';
});

describe('loadWebFonts', () => {
  it('adds the font stylesheet once and switches to Pretendard only after the pieces for the page text have loaded', async () => {
    document.body.innerHTML = '<div id="root">입주청소 특가</div><script type="application/json">{"상태":"블록"}</script>';
    let release!: () => void;
    const load = vi.fn(() => new Promise<FontFace[]>((resolve) => (release = () => resolve([]))));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });

    loadWebFonts();
    loadWebFonts();
    expect(fontLinks()).toHaveLength(1);
    expect(document.documentElement.dataset.webFonts).toBe('loading');

    fontLinks()[0]!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('16px "Pretendard Variable"', '입주청소 특가'));
    // Still the phone's fonts while the pieces are on their way: no layout per arriving piece.
    expect(document.documentElement.dataset.webFonts).toBe('loading');
    release();
    await vi.waitFor(() => expect(document.documentElement.dataset.webFonts).toBe('ready'));
  });

  it('on a first visit keeps the phone\'s fonts on the first page and switches when the resident moves to another; the next visit knows', async () => {
    document.body.innerHTML = '<div id="root">입주청소</div>';
    const load = vi.fn(async () => [] as FontFace[]);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    expect(webFontsFetchedBefore()).toBe(false);

    loadWebFonts(document, 'next-page');
    fontLinks()[0]!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(webFontsFetchedBefore()).toBe(true));
    expect(document.documentElement.dataset.webFonts).toBe('loading');

    applyPendingWebFonts();
    expect(document.documentElement.dataset.webFonts).toBe('ready');
  });

  it('keeps the phone\'s fonts when the stylesheet cannot be loaded', () => {
    loadWebFonts();
    fontLinks()[0]!.dispatchEvent(new Event('error'));
    expect(fontLinks()).toHaveLength(0);
    expect(document.documentElement.dataset.webFonts).toBe('loading');
  });
});
