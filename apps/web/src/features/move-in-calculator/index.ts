/** Public surface of the move-in calculator feature: its route (/move-in-calculator). */
export { routes, MOVE_IN_CALCULATOR_PATH } from './routes';
