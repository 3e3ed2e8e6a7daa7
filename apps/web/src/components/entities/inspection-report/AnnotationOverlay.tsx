import type { ReportShape as Shape } from './types';

/**
 * The inspector's marks (arrow, circle, text) drawn over a photo, read-only. Shapes are 0-1 of the photo's
 * width and height; the SVG uses the photo's own pixel size as its view box and sits over an image box of the
 * same aspect ratio, so a mark lands where the PDF puts it and circles stay round. Red, as DESIGN-13 fixes it.
 */
export function AnnotationOverlay({ shapes, width, height }: { shapes: readonly Shape[]; width: number; height: number }) {
  if (shapes.length === 0 || width <= 0 || height <= 0) return null;
  const stroke = Math.max(width, height) * 0.008;
  const fontSize = Math.max(width, height) * 0.055;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid="annotation-overlay"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      {shapes.map((shape, i) => (
        <ShapeMark key={i} shape={shape} width={width} height={height} stroke={stroke} fontSize={fontSize} />
      ))}
    </svg>
  );
}

const RED = '#f04452';

function ShapeMark({ shape, width, height, stroke, fontSize }: { shape: Shape; width: number; height: number; stroke: number; fontSize: number }) {
  if (shape.kind === 'circle') {
    return (
      <ellipse cx={shape.x * width} cy={shape.y * height} rx={shape.rx * width} ry={shape.ry * height} fill="none" stroke={RED} strokeWidth={stroke} />
    );
  }
  if (shape.kind === 'text') {
    return (
      <text
        x={shape.x * width}
        y={shape.y * height}
        fill={RED}
        fontSize={fontSize}
        fontWeight={700}
        stroke="#fff"
        strokeWidth={stroke * 0.6}
        paintOrder="stroke"
        dominantBaseline="hanging"
      >
        {shape.text}
      </text>
    );
  }
  const x1 = shape.x1 * width;
  const y1 = shape.y1 * height;
  const x2 = shape.x2 * width;
  const y2 = shape.y2 * height;
  // The head: two short strokes back from the tip at ±28 degrees.
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = stroke * 5;
  const wing = (a: number) => `${x2 - head * Math.cos(angle + a)},${y2 - head * Math.sin(angle + a)}`;
  return (
    <g stroke={RED} strokeWidth={stroke} strokeLinecap="round" fill="none">
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      <polyline points={`${wing(0.5)} ${x2},${y2} ${wing(-0.5)}`} strokeLinejoin="round" />
    </g>
  );
}
