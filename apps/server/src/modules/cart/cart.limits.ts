/** A cart is a short list of services for one home; beyond this it is not a cart any more. */
export const MAX_CART_LINES = 30;
