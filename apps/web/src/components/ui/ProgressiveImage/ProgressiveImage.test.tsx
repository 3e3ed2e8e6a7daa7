import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProgressiveImage } from './ProgressiveImage';

describe('ProgressiveImage', () => {
  it('requests optimizer widths and reserves the aspect ratio', () => {
    const { container } = render(
      <ProgressiveImage src="/files/a.jpg" alt="줄눈 시공 사진" aspectRatio="4/3" sizes="(max-width: 580px) 100vw, 580px" />,
    );
    const img = screen.getByRole('img', { name: '줄눈 시공 사진' });
    expect(img).toHaveAttribute('src', '/_image?url=%2Ffiles%2Fa.jpg&w=640&q=75');
    const srcset = img.getAttribute('srcset') ?? '';
    for (const w of [320, 375, 640, 960, 1280, 1600]) expect(srcset).toContain(`&w=${w}&q=75 ${w}w`);
    expect(img).toHaveAttribute('sizes', '(max-width: 580px) 100vw, 580px');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('4 / 3');
  });

  it('draws the picture over its grey box and tells the caller when it has arrived', () => {
    const loaded = vi.fn();
    const { container } = render(<ProgressiveImage src="/files/a.jpg" alt="사진" aspectRatio={1} onLoad={loaded} />);
    fireEvent.load(screen.getByRole('img'));
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: '사진' }).tagName).toBe('IMG');
    expect(container.firstChild).not.toHaveAttribute('data-status');
  });

  it('shows the fallback for a new picture only when that one fails', () => {
    const { container, rerender } = render(<ProgressiveImage src="/files/missing.jpg" alt="사진" aspectRatio={1} />);
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('img')).toBeNull();
    rerender(<ProgressiveImage src="/files/b.jpg" alt="사진" aspectRatio={1} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/_image?url=%2Ffiles%2Fb.jpg&w=640&q=75');
  });

  it('falls back to a grey placeholder with the alt text on error', () => {
    const { container } = render(<ProgressiveImage src="/files/missing.jpg" alt="시공 전 사진" aspectRatio={1} />);
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '시공 전 사진' })).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-status', 'error');
  });

  it('loads eagerly with priority', () => {
    render(<ProgressiveImage src="/files/a.jpg" alt="배너" aspectRatio={2} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('loads eagerly at normal priority when only on the first screen', () => {
    render(<ProgressiveImage src="/files/a.jpg" alt="타일" aspectRatio={1} eager />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
  });
});
