/** Public surface of the consultation feature: where the flow starts and my list lives. */
export { CONSULTATION_REQUEST_PATH, HOMESTYLING_PATH, MY_CONSULTATIONS_PATH } from './paths';
