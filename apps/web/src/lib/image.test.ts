import { describe, expect, it } from 'vitest';
import { buildSrcSet, optimizedImageUrl } from './image';

describe('optimizedImageUrl', () => {
  it('builds the optimizer path with an encoded url', () => {
    expect(optimizedImageUrl('https://cdn.example.com/a b.jpg', 640)).toBe(
      '/_image?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.jpg&w=640&q=75',
    );
    expect(optimizedImageUrl('/files/x.png', 320, 50)).toBe('/_image?url=%2Ffiles%2Fx.png&w=320&q=50');
  });

  it('passes data urls through', () => {
    expect(optimizedImageUrl('data:image/png;base64,AAA', 320)).toBe('data:image/png;base64,AAA');
  });
});

describe('buildSrcSet', () => {
  it('offers the six widths', () => {
    const set = buildSrcSet('/files/x.png') ?? '';
    expect(set.split(', ')).toHaveLength(6);
    expect(set).toContain('/_image?url=%2Ffiles%2Fx.png&w=320&q=75 320w');
    expect(set).toContain('w=1600&q=75 1600w');
  });
});
