import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './ImageViewer';

const images = Array.from({ length: 8 }, (_, i) => `/files/review-${i + 1}.jpg`);

function Harness({ startIndex = 2, onIndexChange }: { startIndex?: number; onIndexChange?: (i: number) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        사진 열기
      </button>
      <ImageViewer
        isOpen={open}
        onClose={() => setOpen(false)}
        images={images}
        startIndex={startIndex}
        onIndexChange={onIndexChange}
      />
    </>
  );
}

const counter = () => screen.getByTestId('viewer-counter');
const progress = () => screen.getByRole('progressbar', { name: '사진 위치' });

describe('ImageViewer', () => {
  it('opens at the start index with counter, progress and thumbnails', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: '사진 크게 보기' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('3 / 8');
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
    expect(progress()).toHaveAttribute('aria-valuemax', '8');
    const thumbs = screen.getAllByRole('button', { name: /번째 사진 보기$/ });
    expect(thumbs).toHaveLength(8);
    expect(screen.getByRole('button', { name: '3번째 사진 보기' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: '사진 3' })).toBeInTheDocument();
  });

  it('jumps when a thumbnail is clicked', async () => {
    const onIndexChange = vi.fn();
    render(<Harness onIndexChange={onIndexChange} />);
    await userEvent.click(screen.getByRole('button', { name: '6번째 사진 보기' }));
    expect(counter()).toHaveTextContent('6 / 8');
    expect(screen.getByRole('button', { name: '6번째 사진 보기' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '3번째 사진 보기' })).not.toHaveAttribute('aria-current');
    expect(onIndexChange).toHaveBeenLastCalledWith(5);
  });

  it('moves with arrow keys and stops at the ends', async () => {
    render(<Harness startIndex={0} />);
    await userEvent.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('1 / 8');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toHaveTextContent('3 / 8');
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
  });

  it('has prev/next buttons', async () => {
    render(<Harness startIndex={7} />);
    expect(screen.getByRole('button', { name: '다음 사진' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(counter()).toHaveTextContent('7 / 8');
  });

  it('closes with the 닫기 button and reopens at the start index', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '5번째 사진 보기' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.getByRole('dialog', { hidden: true }).parentElement).toHaveAttribute('data-state', 'closing');
    await userEvent.click(screen.getByRole('button', { name: '사진 열기', hidden: true }));
    expect(counter()).toHaveTextContent('3 / 8');
  });

  it('says so when there are no images', () => {
    render(<ImageViewer isOpen onClose={() => {}} images={[]} />);
    expect(screen.getByText('보여줄 사진이 없어요.')).toBeInTheDocument();
  });
});
