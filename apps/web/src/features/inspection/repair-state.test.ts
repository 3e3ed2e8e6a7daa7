import { describe, expect, it } from 'vitest';
import { nextRepair, NO_REPAIR } from './repair-state';

const TODAY = '2026-11-25';

describe('nextRepair', () => {
  it('dates a request today and keeps an earlier request date when fixed', () => {
    const requested = nextRepair(NO_REPAIR, 'requested', true, TODAY);
    expect(requested).toEqual({ status: 'requested', requestedAt: TODAY, fixedAt: null });
    const earlier = { status: 'requested' as const, requestedAt: '2026-11-20', fixedAt: null };
    expect(nextRepair(earlier, 'fixed', true, TODAY)).toEqual({ status: 'fixed', requestedAt: '2026-11-20', fixedAt: TODAY });
  });

  it('counts a fix ticked without a request as requested the same day', () => {
    expect(nextRepair(NO_REPAIR, 'fixed', true, TODAY)).toEqual({ status: 'fixed', requestedAt: TODAY, fixedAt: TODAY });
  });

  it('unticking 완료 goes back to requested, unticking 요청함 clears both', () => {
    const fixed = { status: 'fixed' as const, requestedAt: '2026-11-20', fixedAt: '2026-11-24' };
    expect(nextRepair(fixed, 'fixed', false, TODAY)).toEqual({ status: 'requested', requestedAt: '2026-11-20', fixedAt: null });
    expect(nextRepair(fixed, 'requested', false, TODAY)).toEqual(NO_REPAIR);
  });
});
