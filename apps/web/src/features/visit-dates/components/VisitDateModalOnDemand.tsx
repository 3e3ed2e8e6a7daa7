import { useEffect, useState } from 'react';
import { onDemand } from '../../../lib/on-demand';
import type { VisitDateModalProps } from './VisitDateModal';

/*
 * The date modal (a calendar, a time picker and a dialog) opens only after a tap: its code is fetched once the
 * page is up, not with the page (the item page and the cart show only its button at first).
 */
const visitDateModal = onDemand(async () => (await import('./VisitDateModal')).VisitDateModal);

/** VisitDateModal with its code loaded on demand (the feature exports this one). */
export function VisitDateModal(props: VisitDateModalProps) {
  // Mounted from the first opening on, so that closing plays the modal's closing animation.
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  useEffect(() => {
    void visitDateModal.preload();
  }, []);
  return opened ? <visitDateModal.Component {...props} /> : null;
}
