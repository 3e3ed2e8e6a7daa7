import type { EventDetail } from '@ipju/contract';

export function makeEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    eventIdx: 1,
    title: '이웃 초대하고 5,000P 받기',
    summary: '내 추천 코드로 이웃이 가입하면 한 명마다 5,000P를 드려요.',
    badge: '5,000P',
    imageUrl: '/files/seed/event-1.jpg',
    startsAt: '2026-10-31T15:00:00.000Z',
    endsAt: '2026-12-31T15:00:00.000Z',
    status: 'ongoing',
    statusLabel: '진행 중',
    sections: [{ title: '이렇게 참여해요', body: '내 추천 코드를 이웃에게 보내 주세요.', bullets: ['가입하면 바로 적립돼요'] }],
    notes: ['추천 적립은 새로 가입한 계정 하나당 한 번만 드려요.'],
    cta: { label: '이웃 초대하기', path: '/referral' },
    ...overrides,
  };
}
