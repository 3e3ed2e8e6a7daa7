/** Public surface of the apartment feature (used by home, catalog and my-page). */
export { ApartmentPicker } from './components/ApartmentPicker';
export { ChosenApartmentBar, chosenApartmentLabel } from './components/ChosenApartmentBar';
export { useChosenApartment, setChosenApartment, getChosenApartment } from './chosen-apartment';
export type { ChosenApartment } from './chosen-apartment';
export { useChooseApartment, useAdoptAccountApartment } from './useChooseApartment';
