import type { PointerEvent as ReactPointerEvent, Ref } from 'react';
import { ANNOTATION_COLOR, arrowHead, STROKE_RATIO, TEXT_RATIO, type AnnotationShape } from './shapes';
import styles from './PhotoAnnotator.module.css';

export interface AnnotationLayerProps {
  shapes: readonly AnnotationShape[];
  /** The photo's own pixel size: the drawing's units, so strokes and text keep their share of the photo. */
  width: number;
  height: number;
  /** The shape drawn highlighted (the one the editor would move or delete). */
  selectedIndex?: number | null;
  /** A shape being drawn, shown dashed. */
  draft?: AnnotationShape | null;
  /** Makes shapes hit targets (the editor); a read-only layer lets every touch through to the photo. */
  interactive?: boolean;
  onPointerDown?: (event: ReactPointerEvent<SVGSVGElement>) => void;
  onPointerMove?: (event: ReactPointerEvent<SVGSVGElement>) => void;
  onPointerUp?: (event: ReactPointerEvent<SVGSVGElement>) => void;
  svgRef?: Ref<SVGSVGElement>;
  label?: string;
}

/**
 * The shapes over a photo, as an SVG laid exactly over it. The view box is the photo's pixel size and the
 * SVG stretches to the element, so a 0-1 coordinate is the same spot of the photo at any display size;
 * stroke width and text size are shares of the photo's shorter side, as the PDF draws them.
 */
export function AnnotationLayer({
  shapes,
  width,
  height,
  selectedIndex = null,
  draft = null,
  interactive = false,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  svgRef,
  label,
}: AnnotationLayerProps) {
  const w = width > 0 ? width : 1;
  const h = height > 0 ? height : 1;
  const unit = Math.min(w, h);
  return (
    <svg
      ref={svgRef}
      className={interactive ? `${styles.layer} ${styles.interactive}` : styles.layer}
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {shapes.map((shape, index) => (
        <ShapeView key={index} shape={shape} index={index} w={w} h={h} unit={unit} selected={index === selectedIndex} interactive={interactive} />
      ))}
      {draft && <ShapeView shape={draft} w={w} h={h} unit={unit} dashed />}
    </svg>
  );
}

function ShapeView({
  shape,
  index,
  w,
  h,
  unit,
  selected = false,
  dashed = false,
  interactive = false,
}: {
  shape: AnnotationShape;
  index?: number;
  w: number;
  h: number;
  unit: number;
  selected?: boolean;
  dashed?: boolean;
  interactive?: boolean;
}) {
  const stroke = unit * STROKE_RATIO;
  const common = {
    stroke: ANNOTATION_COLOR,
    strokeWidth: selected ? stroke * 1.6 : stroke,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    strokeDasharray: dashed ? `${stroke * 3} ${stroke * 2}` : undefined,
    fill: 'none',
  };
  // A wide transparent copy under each shape is what a finger hits when moving it.
  const hit = interactive ? { stroke: 'transparent', strokeWidth: unit * 0.06, fill: 'none', className: styles.hit } : null;
  const data = index === undefined ? {} : { 'data-shape-index': index, 'data-kind': shape.kind };

  if (shape.kind === 'arrow') {
    const x1 = shape.x1 * w;
    const y1 = shape.y1 * h;
    const x2 = shape.x2 * w;
    const y2 = shape.y2 * h;
    const [a, b] = arrowHead(x1, y1, x2, y2, unit * 0.05);
    const d = `M${x1} ${y1}L${x2} ${y2}M${a.x} ${a.y}L${x2} ${y2}L${b.x} ${b.y}`;
    return (
      <g {...data}>
        {hit && <path d={d} {...hit} />}
        <path d={d} {...common} />
      </g>
    );
  }
  if (shape.kind === 'circle') {
    const props = { cx: shape.x * w, cy: shape.y * h, rx: shape.rx * w, ry: shape.ry * h };
    return (
      <g {...data}>
        {hit && <ellipse {...props} {...hit} />}
        <ellipse {...props} {...common} />
      </g>
    );
  }
  // Text: (x, y) is the label's top-left corner, as the PDF places it; a white halo keeps it legible on any surface.
  const fontSize = unit * TEXT_RATIO;
  return (
    <g {...data}>
      <text
        x={shape.x * w}
        y={shape.y * h}
        fontSize={fontSize}
        fontWeight={700}
        dominantBaseline="hanging"
        fill={ANNOTATION_COLOR}
        stroke="#FFFFFF"
        strokeWidth={fontSize * 0.18}
        paintOrder="stroke"
        textDecoration={selected ? 'underline' : undefined}
        className={interactive ? styles.hitText : undefined}
      >
        {shape.text}
      </text>
    </g>
  );
}
