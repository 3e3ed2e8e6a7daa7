/** Public surface of the checkout feature: its routes (the payment page and the payment result page). */
export { routes } from './routes';
