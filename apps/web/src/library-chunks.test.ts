import { describe, expect, it } from 'vitest';
import { libraryChunkOf } from './library-chunks';

describe('libraryChunkOf', () => {
  it('names the library chunk of a built file, telling react from react-dom', () => {
    expect(libraryChunkOf('/assets/lib-react-Dx3k_9aQ.js')).toBe('lib-react');
    expect(libraryChunkOf('/assets/lib-react-dom-B7c-1xYz.js')).toBe('lib-react-dom');
    expect(libraryChunkOf('https://ipju.kr/assets/lib-router-CCq0pL2m.js')).toBe('lib-router');
    expect(libraryChunkOf('/assets/lib-query-a1b2c3d4.js')).toBe('lib-query');
  });

  it('leaves page chunks and styles alone', () => {
    expect(libraryChunkOf('/assets/index-a1b2c3d4.js')).toBeNull();
    expect(libraryChunkOf('/assets/HomePage-a1b2c3d4.js')).toBeNull();
    expect(libraryChunkOf('/assets/lib-react-a1b2c3d4.css')).toBeNull();
  });
});
