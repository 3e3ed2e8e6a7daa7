/** Public surface of the fire-insurance feature: where my requests and the request form live. */
export { FIRE_INSURANCE_REQUEST_PATH, MY_FIRE_INSURANCE_PATH } from './paths';
