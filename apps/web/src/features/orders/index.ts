/** Public surface of the orders feature: its routes. Links to an order or a receipt use lib/paths. */
export { routes } from './routes';
