/** 다음 구매 할인권 (vouchers): issued and withdrawn with an order's payment and refunds. */
export { listOrderVouchers, syncOrderVoucher, type OrderVoucher } from './vouchers.service';
