import { ANNOTATION_STYLE, annotationSizes, annotationText, arrowHeadCorners, type AnnotationSizes } from '@ipju/contract';
import { useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { ANNOTATION_COLOR, type AnnotationShape } from './shapes';
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
  /**
   * `fill` (default): the element has the photo's aspect ratio. `contain`: the photo is letterboxed in a larger
   * element (`object-fit: contain`, as in the full-screen viewer); the drawing is letterboxed the same way.
   */
  fit?: 'fill' | 'contain';
}

/**
 * The shapes over a photo, as an SVG laid exactly over it. The view box is the photo's pixel size and the
 * SVG stretches to the element, so a 0-1 coordinate is the same spot of the photo at any display size;
 * stroke width, arrow head and text size are the contract's ANNOTATION_STYLE (shares of the photo's shorter
 * side), the numbers the report PDF draws with, so a mark looks the same on screen and on paper.
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
  fit = 'fill',
}: AnnotationLayerProps) {
  const w = width > 0 ? width : 1;
  const h = height > 0 ? height : 1;
  const size = annotationSizes(w, h);
  return (
    <svg
      ref={svgRef}
      className={interactive ? `${styles.layer} ${styles.interactive}` : styles.layer}
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio={fit === 'contain' ? 'xMidYMid meet' : 'none'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {shapes.map((shape, index) => (
        <ShapeView key={index} shape={shape} index={index} w={w} h={h} size={size} selected={index === selectedIndex} interactive={interactive} />
      ))}
      {draft && <ShapeView shape={draft} w={w} h={h} size={size} dashed />}
    </svg>
  );
}

function ShapeView({
  shape,
  index,
  w,
  h,
  size,
  selected = false,
  dashed = false,
  interactive = false,
}: {
  shape: AnnotationShape;
  index?: number;
  w: number;
  h: number;
  size: AnnotationSizes;
  selected?: boolean;
  dashed?: boolean;
  interactive?: boolean;
}) {
  const stroke = size.stroke;
  const common = {
    stroke: ANNOTATION_COLOR,
    strokeWidth: selected ? stroke * 1.6 : stroke,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    strokeDasharray: dashed ? `${stroke * 3} ${stroke * 2}` : undefined,
    fill: 'none',
  };
  // A wide transparent copy under each shape is what a finger hits when moving it.
  const hit = interactive ? { stroke: 'transparent', strokeWidth: Math.min(w, h) * 0.06, fill: 'none', className: styles.hit } : null;
  const data = index === undefined ? {} : { 'data-shape-index': index, 'data-kind': shape.kind };

  if (shape.kind === 'arrow') {
    const x1 = shape.x1 * w;
    const y1 = shape.y1 * h;
    const x2 = shape.x2 * w;
    const y2 = shape.y2 * h;
    const [a, b] = arrowHeadCorners(x1, y1, x2, y2, size.arrowHead);
    const line = `M${x1} ${y1}L${x2} ${y2}`;
    // The head is a filled triangle, as in the PDF.
    const head = `M${x2} ${y2}L${a.x} ${a.y}L${b.x} ${b.y}Z`;
    return (
      <g {...data}>
        {hit && <path d={line + head} {...hit} />}
        <path d={line} {...common} />
        <path d={head} {...common} fill={ANNOTATION_COLOR} />
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
  return <TextMark shape={shape} data={data} w={w} h={h} size={size} selected={selected} interactive={interactive} />;
}

/**
 * Text: (x, y) is the label's top-left corner, on a white box, as the PDF draws it; a label near the right or
 * bottom edge is pulled back onto the photo. The box's width is the text's measured width (an estimate
 * until the browser has laid it out).
 */
function TextMark({
  shape,
  data,
  w,
  h,
  size,
  selected,
  interactive,
}: {
  shape: Extract<AnnotationShape, { kind: 'text' }>;
  data: object;
  w: number;
  h: number;
  size: AnnotationSizes;
  selected: boolean;
  interactive: boolean;
}) {
  const text = annotationText(shape.text);
  const ref = useRef<SVGTextElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    // jsdom and a not-yet-rendered SVG have no layout: keep the estimate.
    const width = el && typeof el.getComputedTextLength === 'function' ? el.getComputedTextLength() : 0;
    setMeasured(width > 0 ? width : null);
  }, [text, size.fontSize]);
  const textWidth = measured ?? [...text].length * size.fontSize * 0.9;
  const boxW = textWidth + size.padding * 2;
  const x = Math.min(shape.x * w, w - boxW);
  const y = Math.min(shape.y * h, h - size.boxHeight);
  return (
    <g {...data}>
      <rect x={x} y={y} width={boxW} height={size.boxHeight} fill={ANNOTATION_STYLE.textBackground} />
      <text
        ref={ref}
        x={x + size.padding}
        y={y + (size.boxHeight - size.fontSize) / 2}
        fontSize={size.fontSize}
        fontWeight={700}
        dominantBaseline="hanging"
        fill={ANNOTATION_COLOR}
        textDecoration={selected ? 'underline' : undefined}
        className={interactive ? styles.hitText : undefined}
      >
        {text}
      </text>
    </g>
  );
}
