/** Public surface of the visit-dates feature: the visit date modal with the partner's availability. */
export { VisitDateModal } from './components/VisitDateModalOnDemand';
export type { VisitDateModalProps } from './components/VisitDateModal';
export { timeOptionsOf, isHappyCall } from './components/time-options';
