export const MY_FIRE_INSURANCE_PATH = '/my-page/fire-insurance';
export const FIRE_INSURANCE_REQUEST_PATH = '/my-page/fire-insurance/request';
