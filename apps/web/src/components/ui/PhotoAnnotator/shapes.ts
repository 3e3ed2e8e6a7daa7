import { ANNOTATION_STYLE } from '@ipju/contract';

/**
 * Annotation shapes drawn on a photo. Every coordinate is a fraction (0-1) of the photo's own width or
 * height, never pixels, so a shape lands on the same spot of the photo at any display size and in the
 * PDF. The shape is the contract's inspection `Shape` (DESIGN-13); the kit keeps its own copy of the
 * type so it stays free of domain types, and the two are structurally the same; only the drawing style
 * (ANNOTATION_STYLE) comes from the contract, since the report PDF draws with the same numbers.
 */
export type AnnotationShape =
  | { kind: 'arrow'; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'circle'; x: number; y: number; rx: number; ry: number }
  | { kind: 'text'; x: number; y: number; text: string };

export type AnnotationKind = AnnotationShape['kind'];

export interface Point {
  x: number;
  y: number;
}

/** The only colour for now (DESIGN-13), shared with the report PDF through the contract's ANNOTATION_STYLE. */
export const ANNOTATION_COLOR = ANNOTATION_STYLE.color;

/** Below this length (fraction of the photo) a drag is a tap, not a shape. */
export const MIN_DRAG = 0.02;

export const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Where a pointer is, as 0-1 fractions of the element the photo fills. */
export function relativePoint(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): Point {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return { x: clamp01((clientX - rect.left) / rect.width), y: clamp01((clientY - rect.top) / rect.height) };
}

/** Rounds to 4 decimals: 0.1 px on a 1000 px photo, and short numbers in the stored JSON. */
const r4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** The shape a drag from `a` to `b` draws, or null when the drag was too short to mean one. */
export function shapeFromDrag(kind: 'arrow' | 'circle', a: Point, b: Point): AnnotationShape | null {
  if (Math.hypot(b.x - a.x, b.y - a.y) < MIN_DRAG) return null;
  if (kind === 'arrow') return { kind, x1: r4(a.x), y1: r4(a.y), x2: r4(b.x), y2: r4(b.y) };
  // The drag spans the ellipse's bounding box, like drawing a circle around the defect.
  return {
    kind,
    x: r4((a.x + b.x) / 2),
    y: r4((a.y + b.y) / 2),
    rx: r4(Math.abs(b.x - a.x) / 2),
    ry: r4(Math.abs(b.y - a.y) / 2),
  };
}

/** The shape moved by (dx, dy), kept on the photo (its anchor points stay within 0-1). */
export function moveShape(shape: AnnotationShape, dx: number, dy: number): AnnotationShape {
  if (shape.kind === 'arrow') {
    const ddx = Math.min(1 - Math.max(shape.x1, shape.x2), Math.max(-Math.min(shape.x1, shape.x2), dx));
    const ddy = Math.min(1 - Math.max(shape.y1, shape.y2), Math.max(-Math.min(shape.y1, shape.y2), dy));
    return { ...shape, x1: r4(shape.x1 + ddx), y1: r4(shape.y1 + ddy), x2: r4(shape.x2 + ddx), y2: r4(shape.y2 + ddy) };
  }
  return { ...shape, x: r4(clamp01(shape.x + dx)), y: r4(clamp01(shape.y + dy)) };
}

/** A shape whose numbers are all finite and on the photo: what the annotator accepts from outside. */
export function isValidShape(shape: AnnotationShape): boolean {
  const nums =
    shape.kind === 'arrow'
      ? [shape.x1, shape.y1, shape.x2, shape.y2]
      : shape.kind === 'circle'
        ? [shape.x, shape.y, shape.rx, shape.ry]
        : [shape.x, shape.y];
  return nums.every((n) => Number.isFinite(n) && n >= 0 && n <= 1) && (shape.kind !== 'text' || shape.text.trim() !== '');
}
