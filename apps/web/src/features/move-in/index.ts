/** Public surface of the move-in feature (입주 예약: move-in day and elevator slot). */
export { MOVE_IN_RESERVATION_PATH } from './paths';
