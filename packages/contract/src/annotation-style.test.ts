import { describe, expect, it } from 'vitest';
import { annotationSizes, annotationText, arrowHeadCorners } from './annotation-style';

describe('annotation style', () => {
  it("gives the PDF's 4:3 photo cell (166 x 125 pt) its 2 pt lines, 7 pt heads and 8 pt text on a 12 pt box", () => {
    const size = annotationSizes(166.4, 124.8);
    expect(size.stroke).toBeCloseTo(2, 1);
    expect(size.arrowHead).toBeCloseTo(7, 1);
    expect(size.fontSize).toBeCloseTo(8, 1);
    expect(size.boxHeight).toBeCloseTo(12, 1);
  });

  it('scales with the shorter side, so a portrait photo and a screen-sized one keep the same share', () => {
    expect(annotationSizes(3000, 4000).stroke).toBe(annotationSizes(4000, 3000).stroke);
    expect(annotationSizes(1600, 1200).fontSize / 1200).toBeCloseTo(annotationSizes(320, 240).fontSize / 240);
  });

  it('puts the head behind the tip, symmetric about the line, and cuts text at 30 characters', () => {
    const [a, b] = arrowHeadCorners(0, 0, 100, 0, 10);
    expect(a.x).toBeLessThan(100);
    expect(a.y).toBeCloseTo(-b.y);
    expect(annotationText('가'.repeat(40))).toHaveLength(30);
  });
});
