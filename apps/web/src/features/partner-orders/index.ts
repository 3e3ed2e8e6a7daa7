/** Public API of the partner orders feature (the console's 오늘, 주문 and 주문 상세). */
export { partnerRoutes } from './routes';
// How to get into a home, shared with the inspector console's inspection screen.
export { EntryCodeButton } from './components/EntryCodeButton';
export { VisitFactRows } from './components/VisitFactRows';
