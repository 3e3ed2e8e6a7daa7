/**
 * Taps on buttons made before the app has hydrated (boot.ts): held, then replayed once the app answers.
 *
 * A held tap is replayed on the element it hit. Hydration can draw that element anew: a page rendered on the
 * server without the complex the phone remembers switches to it right after hydrating, and a list or a price
 * that changes with it brings new buttons. So each tap also remembers what the control says and which of the
 * page's controls saying the same it was (the third "담기"); when the element it hit is gone, the tap goes to the
 * control in that place among the same namesakes, and only when the page still has as many of them as before.
 * Otherwise it is dropped: a tap is never sent to a control the resident did not choose.
 */
const HELD_CONTROLS = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], summary';

interface HeldTap {
  element: HTMLElement;
  tag: string;
  name: string;
  ordinal: number;
  namesakes: number;
}

/** What a control says to the resident (its label, else its text), spaces folded. */
function nameOf(control: HTMLElement): string {
  return (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The page's controls of this kind that say `name`, in page order (links excepted: they work before the app). */
function namesakesOf(doc: Document, tag: string, name: string): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(HELD_CONTROLS)].filter(
    (control) => control.tagName === tag && !control.closest('a[href]') && nameOf(control) === name,
  );
}

export function createTapHolder(doc: Document) {
  const held: HeldTap[] = [];

  /** A capture-phase click listener: keeps a tap on a control from reaching the page before the app can answer it. */
  function hold(event: MouseEvent): void {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CONTROLS) : null;
    if (!element || element.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.some((tap) => tap.element === element)) return;
    const tag = element.tagName;
    const name = nameOf(element);
    const namesakes = namesakesOf(doc, tag, name);
    held.push({ element, tag, name, ordinal: namesakes.indexOf(element), namesakes: namesakes.length });
  }

  /** The control a held tap belongs to now, or null when the page no longer has it. */
  function controlOf(tap: HeldTap): HTMLElement | null {
    if (tap.element.isConnected) return tap.element;
    if (tap.ordinal < 0) return null;
    const namesakes = namesakesOf(doc, tap.tag, tap.name);
    return namesakes.length === tap.namesakes ? (namesakes[tap.ordinal] ?? null) : null;
  }

  /** Sends the held taps, in the order they were made, to their controls; called once the app has hydrated. */
  function replay(): void {
    for (const tap of held.splice(0)) controlOf(tap)?.click();
  }

  return { hold, replay };
}
