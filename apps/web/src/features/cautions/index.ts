/** Public surface of the cautions feature: precautions before booked visits (order page) and for guests. */
export { VisitCautions } from './components/VisitCautions';
export { GuestCautions } from './components/GuestCautions';
export { UpcomingVisitSlot } from './components/UpcomingVisitSlot';
