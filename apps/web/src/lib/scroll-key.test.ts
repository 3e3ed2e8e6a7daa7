import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('scrollKey', () => {
  it('keeps pages opened by a full load apart, by their address', () => {
    const sample = scrollKey({ key: 'default', pathname: '/pre-inspection-sample-analyze', search: '' });
    const intro = scrollKey({ key: 'default', pathname: '/pre-inspection-intro', search: '' });
    expect(sample).not.toBe(intro);
    expect(scrollKey({ key: 'default', pathname: '/pre-inspection-report', search: '?report=1' })).toBe('/pre-inspection-report?report=1');
  });

  it("uses the history entry's own key after the first page, as React Router does", () => {
    expect(scrollKey({ key: 'k3x9', pathname: '/pre-inspection-intro', search: '' })).toBe('k3x9');
  });
});
