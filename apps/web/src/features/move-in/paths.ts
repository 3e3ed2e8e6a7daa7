export const MOVE_IN_RESERVATION_PATH = '/reservation';
