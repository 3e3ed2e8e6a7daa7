/** Public surface of the reserve feature (방문 견적): its routes. */
export { routes } from './routes';
