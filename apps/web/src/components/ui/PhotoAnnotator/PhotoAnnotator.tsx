import { ArrowUpRight, Circle, Move, Trash2, Type, Undo2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { AnnotationLayer } from './AnnotationLayer';
import { moveShape, relativePoint, shapeFromDrag, type AnnotationShape, type Point } from './shapes';
import styles from './PhotoAnnotator.module.css';

export type AnnotatorTool = 'arrow' | 'circle' | 'text' | 'move';

export interface PhotoAnnotatorProps {
  src: string;
  alt: string;
  /** The photo's pixel size (its aspect ratio and the drawing's units). */
  width: number;
  height: number;
  /** Shapes already on the photo (re-annotating). */
  defaultShapes?: readonly AnnotationShape[];
  /** Every change: a shape drawn, moved or deleted, or an undo. */
  onChange?: (shapes: AnnotationShape[]) => void;
}

const TOOLS: { tool: AnnotatorTool; label: string; icon: ReactNode }[] = [
  { tool: 'arrow', label: '화살표', icon: <ArrowUpRight size={20} aria-hidden /> },
  { tool: 'circle', label: '동그라미', icon: <Circle size={20} aria-hidden /> },
  { tool: 'text', label: '글자', icon: <Type size={20} aria-hidden /> },
  { tool: 'move', label: '옮기기', icon: <Move size={20} aria-hidden /> },
];

const TEXT_MAX = 30;

type Gesture =
  | { kind: 'draw'; pointerId: number; from: Point }
  | { kind: 'move'; pointerId: number; index: number; from: Point; start: AnnotationShape; moved: boolean };

/**
 * Draws on a photo with a finger or a mouse: an arrow or a circle by dragging, a text label by tapping
 * and typing; 옮기기 drags a shape, 지우기 deletes the chosen one, 되돌리기 undoes the last change.
 * Shapes are kept as 0-1 fractions of the photo (see shapes.ts), so they show in the same place at
 * any size and in the report's PDF.
 */
export function PhotoAnnotator({ src, alt, width, height, defaultShapes = [], onChange }: PhotoAnnotatorProps) {
  const [shapes, setShapes] = useState<AnnotationShape[]>(() => [...defaultShapes]);
  const [history, setHistory] = useState<AnnotationShape[][]>([]);
  const [tool, setTool] = useState<AnnotatorTool>('arrow');
  const [selected, setSelected] = useState<number | null>(null);
  const [draft, setDraft] = useState<AnnotationShape | null>(null);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [text, setText] = useState('');
  const gesture = useRef<Gesture | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);

  /** A finished change: remembered for undo and reported once. */
  const commit = (next: AnnotationShape[], before: AnnotationShape[] = shapes) => {
    setHistory((h) => [...h, before]);
    setShapes(next);
    onChange?.(next);
  };

  const pointAt = (event: ReactPointerEvent) => {
    const rect = svgRef.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
    return relativePoint(event.clientX, event.clientY, rect);
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (gesture.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const point = pointAt(event);
    try {
      // Keep receiving the drag even when the finger leaves the photo.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Not every environment captures (synthetic events); the drag still works inside the photo.
    }
    if (tool === 'move') {
      const hit = (event.target as Element).closest?.('[data-shape-index]');
      const index = hit ? Number(hit.getAttribute('data-shape-index')) : null;
      const start = index === null ? undefined : shapes[index];
      setSelected(start ? index : null);
      if (start && index !== null) gesture.current = { kind: 'move', pointerId: event.pointerId, index, from: point, start, moved: false };
      return;
    }
    if (tool === 'text') {
      setTextAt(point);
      setText('');
      return;
    }
    gesture.current = { kind: 'draw', pointerId: event.pointerId, from: point };
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    const point = pointAt(event);
    if (g.kind === 'draw') {
      setDraft(shapeFromDrag(tool === 'circle' ? 'circle' : 'arrow', g.from, point));
      return;
    }
    g.moved = true;
    const moved = moveShape(g.start, point.x - g.from.x, point.y - g.from.y);
    setShapes((list) => list.map((s, i) => (i === g.index ? moved : s)));
  };

  const onPointerUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    gesture.current = null;
    const point = pointAt(event);
    if (g.kind === 'draw') {
      setDraft(null);
      const shape = event.type === 'pointercancel' ? null : shapeFromDrag(tool === 'circle' ? 'circle' : 'arrow', g.from, point);
      if (!shape) return;
      commit([...shapes, shape]);
      setSelected(shapes.length);
      return;
    }
    if (!g.moved) return;
    const moved = moveShape(g.start, point.x - g.from.x, point.y - g.from.y);
    const before = shapes.map((s, i) => (i === g.index ? g.start : s));
    commit(
      before.map((s, i) => (i === g.index ? moved : s)),
      before,
    );
  };

  const addText = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!textAt || value === '') return;
    commit([...shapes, { kind: 'text', x: textAt.x, y: textAt.y, text: value.slice(0, TEXT_MAX) }]);
    setSelected(shapes.length);
    setTextAt(null);
    setText('');
  };

  const remove = () => {
    if (selected === null) return;
    commit(shapes.filter((_, i) => i !== selected));
    setSelected(null);
  };

  const undo = () => {
    const previous = history.at(-1);
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    setShapes(previous);
    setSelected(null);
    onChange?.(previous);
  };

  return (
    <div className={styles.annotator}>
      <div className={styles.toolbar} role="toolbar" aria-label="표시 도구">
        {TOOLS.map((t) => (
          <button
            key={t.tool}
            type="button"
            className={styles.tool}
            aria-pressed={tool === t.tool}
            onClick={() => {
              setTool(t.tool);
              setTextAt(null);
              if (t.tool !== 'move') setSelected(null);
            }}
          >
            {t.icon}
            <span>{t.label}</span>
          </button>
        ))}
        <button type="button" className={styles.tool} onClick={remove} disabled={selected === null}>
          <Trash2 size={20} aria-hidden />
          <span>지우기</span>
        </button>
        <button type="button" className={styles.tool} onClick={undo} disabled={history.length === 0}>
          <Undo2 size={20} aria-hidden />
          <span>되돌리기</span>
        </button>
      </div>
      <div className={styles.frame} style={{ aspectRatio: width > 0 && height > 0 ? `${width} / ${height}` : '4 / 3' }}>
        <img className={styles.photo} src={src} alt={alt} draggable={false} />
        <AnnotationLayer
          svgRef={svgRef}
          shapes={shapes}
          width={width}
          height={height}
          selectedIndex={selected}
          draft={draft}
          interactive={tool === 'move'}
          label={`${alt}에 표시하기: ${hint(tool)}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
        />
      </div>
      <p className={styles.hint}>{hint(tool)}</p>
      {textAt && (
        <form className={styles.textForm} onSubmit={addText}>
          <TextField
            label="사진에 넣을 글자"
            value={text}
            maxLength={TEXT_MAX}
            autoFocus
            onChange={(event) => setText(event.target.value)}
            containerClassName={styles.textField}
          />
          <Button type="submit" size="md" disabled={text.trim() === ''}>
            글자 넣기
          </Button>
        </form>
      )}
    </div>
  );
}

function hint(tool: AnnotatorTool): string {
  switch (tool) {
    case 'arrow':
      return '하자에서 시작해 끌면 화살표가 생겨요.';
    case 'circle':
      return '하자를 감싸듯 대각선으로 끌면 동그라미가 생겨요.';
    case 'text':
      return '글자를 넣을 곳을 눌러 주세요.';
    case 'move':
      return '표시를 눌러 고르고 끌어서 옮겨요.';
  }
}
