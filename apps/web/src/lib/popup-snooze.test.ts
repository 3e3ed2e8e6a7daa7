import { describe, expect, it } from 'vitest';
import { clearSnooze, shouldOpen, snooze, SNOOZE_STORAGE_PREFIX } from './popup-snooze';

const now = Date.parse('2026-11-22T00:00:00Z');

describe('popup snooze', () => {
  it('opens when nothing is stored', () => {
    expect(shouldOpen('event-popup', now)).toBe(true);
  });

  it('stays closed for a week after a week snooze', () => {
    snooze('event-popup', 'week', now);
    expect(window.localStorage.getItem(`${SNOOZE_STORAGE_PREFIX}event-popup`)).toBe(String(now + 604_800_000));
    expect(shouldOpen('event-popup', now + 604_800_000 - 1)).toBe(false);
    expect(shouldOpen('event-popup', now + 604_800_000)).toBe(true);
  });

  it('stays closed for a day after a day snooze', () => {
    snooze('daily', 'day', now);
    expect(shouldOpen('daily', now + 86_400_000 - 1)).toBe(false);
    expect(shouldOpen('daily', now + 86_400_000)).toBe(true);
  });

  it('never opens after a forever snooze', () => {
    snooze('intro', 'forever', now);
    expect(shouldOpen('intro', now + 10 * 365 * 86_400_000)).toBe(false);
  });

  it('keeps keys independent and can be cleared', () => {
    snooze('a', 'forever', now);
    expect(shouldOpen('b', now)).toBe(true);
    clearSnooze('a');
    expect(shouldOpen('a', now)).toBe(true);
  });

  it('treats unreadable values as expired', () => {
    window.localStorage.setItem(`${SNOOZE_STORAGE_PREFIX}weird`, 'garbage');
    expect(shouldOpen('weird', now)).toBe(true);
  });
});
