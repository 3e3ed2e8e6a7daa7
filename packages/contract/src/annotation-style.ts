/**
 * How the inspector's marks (arrow, circle, text; 0-1 coordinates) are drawn, on screen and in the report
 * PDF alike. Sizes are shares of the shorter side of the photo as drawn, so a mark keeps its size relative
 * to the photo at any display size. The values are those the PDF was designed with for a 4:3 photo in its
 * 166 x 125 pt cell: 2 pt lines, 7 pt filled arrow heads, 8 pt bold text on a white 12 pt box.
 */
export const ANNOTATION_STYLE = {
  /** Red, readable on walls, floors and tiles (DESIGN-13). */
  color: '#F04452',
  /** Line width of arrows and circles. */
  stroke: 0.016,
  /** Length of the arrow's filled head, from the tip back. */
  arrowHead: 0.056,
  /** Half the head's opening angle, in radians. */
  arrowSpread: Math.PI / 7,
  /** Text size. */
  text: 0.064,
  /** The white box behind a text mark: its height and its side padding, as multiples of the text size. */
  textBoxHeight: 1.5,
  textPadding: 0.375,
  textBackground: '#FFFFFF',
  /** A text mark shows at most this many characters. */
  textMaxChars: 30,
} as const;

export interface AnnotationSizes {
  stroke: number;
  arrowHead: number;
  fontSize: number;
  boxHeight: number;
  padding: number;
}

/** The marks' sizes, in the drawing's units, for a photo drawn `width` x `height`. */
export function annotationSizes(width: number, height: number): AnnotationSizes {
  const unit = Math.max(0, Math.min(width, height));
  const fontSize = unit * ANNOTATION_STYLE.text;
  return {
    stroke: unit * ANNOTATION_STYLE.stroke,
    arrowHead: unit * ANNOTATION_STYLE.arrowHead,
    fontSize,
    boxHeight: fontSize * ANNOTATION_STYLE.textBoxHeight,
    padding: fontSize * ANNOTATION_STYLE.textPadding,
  };
}

/** The two back corners of an arrow's filled head (the third is the tip, x2 y2), in the drawing's units. */
export function arrowHeadCorners(x1: number, y1: number, x2: number, y2: number, size: number): [{ x: number; y: number }, { x: number; y: number }] {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const spread = ANNOTATION_STYLE.arrowSpread;
  return [
    { x: x2 - size * Math.cos(angle - spread), y: y2 - size * Math.sin(angle - spread) },
    { x: x2 - size * Math.cos(angle + spread), y: y2 - size * Math.sin(angle + spread) },
  ];
}

/** A text mark's characters as drawn: at most `textMaxChars`, counting Hangul syllables as one. */
export const annotationText = (text: string) => [...text].slice(0, ANNOTATION_STYLE.textMaxChars).join('');
