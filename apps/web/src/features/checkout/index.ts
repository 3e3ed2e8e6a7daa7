/** Public surface of the checkout feature: the payment page, the result page and the payment window. */
export { requestPay, resultPath } from './payment/request-pay';
export { routes } from './routes';
