import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTapHolder } from './early-taps';

/** A page of the server's HTML: a rating line and three 담기 buttons, one of them inside a link card. */
function serverPage(): void {
  document.body.innerHTML = `
    <main id="root">
      <button type="button" id="rating">평점 4.8 <span>후기 12개</span></button>
      <ul>
        <li><button type="button">담기</button></li>
        <li><button type="button">담기</button></li>
        <li><button type="button">담기</button></li>
      </ul>
    </main>`;
}

function tap(holder: ReturnType<typeof createTapHolder>, element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.addEventListener('click', holder.hold, true);
  element.dispatchEvent(event);
  document.removeEventListener('click', holder.hold, true);
  return event;
}

/** Hydration drawing the list anew: new elements in the same places, each with a handler that records taps. */
function redraw(count = 3): Array<ReturnType<typeof vi.fn>> {
  const list = document.querySelector('ul')!;
  const handlers: Array<ReturnType<typeof vi.fn>> = [];
  list.innerHTML = '';
  for (let i = 0; i < count; i++) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.textContent = '담기';
    const handler = vi.fn();
    button.addEventListener('click', handler);
    handlers.push(handler);
    item.append(button);
    list.append(item);
  }
  return handlers;
}

/** The server's rating line, with a handler that records the taps the app hears. */
function ratingLine(): { rating: HTMLElement; heard: ReturnType<typeof vi.fn> } {
  const rating = document.getElementById('rating')!;
  const heard = vi.fn();
  rating.addEventListener('click', heard);
  return { rating, heard };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taps made before the app has hydrated', () => {
  it('are held from the page and replayed on the same element once the app answers', () => {
    serverPage();
    const holder = createTapHolder(document);
    const { rating, heard } = ratingLine();
    const event = tap(holder, rating.querySelector('span')!);
    expect(event.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    holder.replay();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('go to the control in the same place when hydration drew it anew', () => {
    serverPage();
    const holder = createTapHolder(document);
    tap(holder, document.querySelectorAll('ul button')[1]!);
    const handlers = redraw();
    holder.replay();
    expect(handlers.map((handler) => handler.mock.calls.length)).toEqual([0, 1, 0]);
  });

  it('are dropped when the page no longer has the same controls (never sent to one the resident did not choose)', () => {
    serverPage();
    const holder = createTapHolder(document);
    tap(holder, document.querySelectorAll('ul button')[1]!);
    const handlers = redraw(4);
    holder.replay();
    expect(handlers.every((handler) => handler.mock.calls.length === 0)).toBe(true);
  });

  it('are replayed once, however often the control was tapped, and never again', () => {
    serverPage();
    const holder = createTapHolder(document);
    const { rating, heard } = ratingLine();
    tap(holder, rating);
    tap(holder, rating);
    holder.replay();
    holder.replay();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('leave links alone: a link works before the app does', () => {
    document.body.innerHTML = '<a href="#cart"><span role="button">장바구니</span></a>';
    const holder = createTapHolder(document);
    const event = tap(holder, document.querySelector('span')!);
    expect(event.defaultPrevented).toBe(false);
  });
});
