/** The cart, and what checkout (billing) and coupons read of it. */
export { cartRoutes } from './cart.routes';
export { createCartService, type CartService } from './cart.service';
export { insertQuotedCartLine } from './cart.quotes';
export {
  countCart,
  loadCheckoutLines,
  pricedCartLinesReader,
  restoreCartLines,
  restoredCartIdxs,
  takeCartLines,
  type PricedCartLine,
  type RestorableLine,
} from './cart.checkout';
