/** Public surface of the orders feature: paths other features link to (payment result, notifications). */
export { ORDERS_PATH, RECEIPTS_PATH, orderPath, receiptPath } from './paths';
export { routes } from './routes';
