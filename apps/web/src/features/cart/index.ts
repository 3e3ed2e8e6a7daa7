/** Public surface of the cart feature (used by catalog, home and checkout). */
export { CartButton } from './components/CartButton';
export { AddToCart } from './components/AddToCart';
export type { AddToCartProps } from './components/AddToCart';
export { VisitDateChip } from './components/VisitDateChip';
export { ServiceSummary, homeLabel, optionLabels } from './components/CartLineCard';
export { useCartDateEditor, NO_DATE_TEXT } from './components/useCartDateEditor';
export { visitLabel, needsDate } from './components/visit-label';
export { useCart } from './api/getCart';
export { cartKeys } from './api/keys';
export { routes } from './routes';
