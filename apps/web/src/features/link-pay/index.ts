/** Public surface of the link-pay feature: the payment page of a company's payment link (/pay/:token). */
export { routes } from './routes';
