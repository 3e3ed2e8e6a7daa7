/** Public surface of the apartment feature (used by home, catalog and my-page). */
export { ApartmentPicker } from './components/ApartmentPicker';
export { ChosenApartmentBar, chosenApartmentLabel } from './components/ChosenApartmentBar';
export { useChosenApartment, setChosenApartment, getChosenApartment } from './chosen-apartment';
export type { ChosenApartment } from './chosen-apartment';
export { useChooseApartment, useAdoptAccountApartment } from './useChooseApartment';
export { HomesSection, homeUnitLabel } from './components/HomesSection';
export { HomeUnitForm } from './components/HomeUnitForm';
export { residentHomesQuery, useResidentHomes } from './api/listResidentHomes';
export { useCreateResidentHome } from './api/createResidentHome';
export { useUpdateResidentHome } from './api/updateResidentHome';
export { RenderedApartmentContext, mirrorChosenApartmentCookie } from './chosen-apartment';
export { apartmentCookieOf, parseChosenApartment } from './apartment-cookie';
