import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnnotatedPhoto } from './AnnotatedPhoto';
import { PhotoAnnotator } from './PhotoAnnotator';
import type { AnnotationShape } from './shapes';

/** Lays the drawing surface out at a size on screen (jsdom has no layout). */
function placeSurface(svg: Element, box: { left: number; top: number; width: number; height: number }) {
  vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue({ ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height, toJSON: () => ({}) });
}

function drag(svg: Element, from: [number, number], to: [number, number], pointerId = 1) {
  fireEvent.pointerDown(svg, { pointerId, clientX: from[0], clientY: from[1], button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(svg, { pointerId, clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2, pointerType: 'touch' });
  fireEvent.pointerMove(svg, { pointerId, clientX: to[0], clientY: to[1], pointerType: 'touch' });
  fireEvent.pointerUp(svg, { pointerId, clientX: to[0], clientY: to[1], pointerType: 'touch' });
}

const surface = () => screen.getByRole('img', { name: /욕실 벽 사진에 표시하기/ });

describe('PhotoAnnotator', () => {
  it('drawing an arrow with a finger stores it as fractions of the photo', () => {
    const onChange = vi.fn();
    render(<PhotoAnnotator src="/a.jpg" alt="욕실 벽 사진" width={4000} height={3000} onChange={onChange} />);
    // The photo shows 320 x 240 px, 20 px from the left and 100 px from the top of the screen.
    placeSurface(surface(), { left: 20, top: 100, width: 320, height: 240 });

    drag(surface(), [20 + 80, 100 + 60], [20 + 240, 100 + 180]);

    expect(onChange).toHaveBeenLastCalledWith([{ kind: 'arrow', x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75 }]);
  });

  it('a drag past the photo edge stays on the photo, and a tap draws nothing', () => {
    const onChange = vi.fn();
    render(<PhotoAnnotator src="/a.jpg" alt="욕실 벽 사진" width={1000} height={1000} onChange={onChange} />);
    placeSurface(surface(), { left: 0, top: 0, width: 300, height: 300 });

    drag(surface(), [150, 150], [151, 151]);
    expect(onChange).not.toHaveBeenCalled();

    drag(surface(), [150, 150], [450, -30]);
    expect(onChange).toHaveBeenLastCalledWith([{ kind: 'arrow', x1: 0.5, y1: 0.5, x2: 1, y2: 0 }]);
  });

  it('draws a circle around a defect, a text label, then undoes and deletes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhotoAnnotator src="/a.jpg" alt="욕실 벽 사진" width={800} height={600} onChange={onChange} />);
    placeSurface(surface(), { left: 0, top: 0, width: 400, height: 300 });

    await user.click(screen.getByRole('button', { name: '동그라미' }));
    drag(surface(), [100, 75], [300, 225]);
    expect(onChange).toHaveBeenLastCalledWith([{ kind: 'circle', x: 0.5, y: 0.5, rx: 0.25, ry: 0.25 }]);

    await user.click(screen.getByRole('button', { name: '글자' }));
    fireEvent.pointerDown(surface(), { pointerId: 2, clientX: 40, clientY: 30, button: 0 });
    await user.type(screen.getByLabelText('사진에 넣을 글자'), '들뜸 3cm');
    await user.click(screen.getByRole('button', { name: '글자 넣기' }));
    const circle: AnnotationShape = { kind: 'circle', x: 0.5, y: 0.5, rx: 0.25, ry: 0.25 };
    expect(onChange).toHaveBeenLastCalledWith([circle, { kind: 'text', x: 0.1, y: 0.1, text: '들뜸 3cm' }]);
    expect(screen.getByText('들뜸 3cm')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(onChange).toHaveBeenLastCalledWith([circle]);
    expect(screen.queryByText('들뜸 3cm')).not.toBeInTheDocument();

    // 옮기기: pick the circle and delete it.
    await user.click(screen.getByRole('button', { name: '옮기기' }));
    const ring = document.querySelector('[data-kind="circle"] ellipse')!;
    fireEvent.pointerDown(ring, { pointerId: 3, clientX: 300, clientY: 150, button: 0 });
    fireEvent.pointerUp(surface(), { pointerId: 3, clientX: 300, clientY: 150 });
    await user.click(screen.getByRole('button', { name: '지우기' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('moves a shape by dragging it, keeping its size', () => {
    const onChange = vi.fn();
    const arrow: AnnotationShape = { kind: 'arrow', x1: 0.1, y1: 0.1, x2: 0.3, y2: 0.2 };
    render(<PhotoAnnotator src="/a.jpg" alt="욕실 벽 사진" width={1000} height={500} defaultShapes={[arrow]} onChange={onChange} />);
    placeSurface(surface(), { left: 0, top: 0, width: 200, height: 100 });
    fireEvent.click(screen.getByRole('button', { name: '옮기기' }));

    const line = document.querySelector('[data-kind="arrow"] path')!;
    fireEvent.pointerDown(line, { pointerId: 1, clientX: 40, clientY: 15, button: 0 });
    fireEvent.pointerMove(surface(), { pointerId: 1, clientX: 80, clientY: 35 });
    fireEvent.pointerUp(surface(), { pointerId: 1, clientX: 80, clientY: 35 });

    expect(onChange).toHaveBeenLastCalledWith([{ kind: 'arrow', x1: 0.3, y1: 0.3, x2: 0.5, y2: 0.4 }]);
  });
});

describe('AnnotatedPhoto', () => {
  /** Where the arrow's tip is on screen, in px from the photo's top-left, for a photo shown `shownWidth` wide. */
  function tipOnScreen(shownWidth: number, photo: { width: number; height: number }) {
    const { container, unmount } = render(
      <AnnotatedPhoto src="/a.jpg" alt="거실 바닥" width={photo.width} height={photo.height} shapes={[{ kind: 'arrow', x1: 0.2, y1: 0.3, x2: 0.6, y2: 0.8 }]} />,
    );
    const frame = container.firstElementChild as HTMLElement;
    const svg = container.querySelector('svg')!;
    const [, , vbW = 0, vbH = 0] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    // The frame keeps the photo's aspect ratio, and the SVG stretches its view box over the frame.
    const [w = 0, h = 0] = frame.style.aspectRatio.split('/').map((n) => Number(n.trim()));
    const shownHeight = (shownWidth * h) / w;
    const tip = svg.querySelector('path')!.getAttribute('d')!.match(/L([\d.]+) ([\d.]+)/)!;
    const result = { x: (Number(tip[1]) / vbW) * shownWidth, y: (Number(tip[2]) / vbH) * shownHeight, shownHeight };
    unmount();
    return result;
  }

  it('puts a shape at the same place of the photo at any display size', () => {
    const photo = { width: 4032, height: 3024 };
    const small = tipOnScreen(160, photo);
    const large = tipOnScreen(1280, photo);
    expect(small.x / 160).toBeCloseTo(0.6, 6);
    expect(small.y / small.shownHeight).toBeCloseTo(0.8, 6);
    expect(large.x / 1280).toBeCloseTo(small.x / 160, 6);
    expect(large.y / large.shownHeight).toBeCloseTo(small.y / small.shownHeight, 6);
  });

  it('shows no drawing layer for a photo without annotations, and its whole photo at its own ratio', () => {
    const { container } = render(<AnnotatedPhoto src="/a.jpg" alt="거실 바닥" width={3000} height={4000} shapes={[]} />);
    expect(container.querySelector('svg')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('3000 / 4000');
    expect(screen.getByRole('img', { name: '거실 바닥' })).toBeInTheDocument();
  });
});
