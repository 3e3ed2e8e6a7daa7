import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth';

/* The card and its precautions are code only a signed-in resident with a booked visit sees. */
const UpcomingVisit = lazy(async () => ({ default: (await import('./UpcomingVisit')).UpcomingVisit }));

/**
 * Home's place for 다가오는 방문: nothing for a visitor who is not signed in (most first visits, and every
 * server-rendered page), so none of the card's code loads for them; the card itself for a resident.
 */
export function UpcomingVisitSlot() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingVisit />
    </Suspense>
  );
}
