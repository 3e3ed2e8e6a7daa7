export { sandboxCheckoutRoutes, REDIRECT_ERROR_CODES } from './checkout.routes';
export type { SandboxContext } from './context';
export { FAIL_REASONS, SANDBOX_VBANK, USER_CANCELLED_REASON } from './create-payment';
export { sandboxJsonErrors, sandboxPageErrors } from './errors';
export { sandboxRestRoutes } from './rest.routes';
export { createWebhookDeliverer, type DeliverWebhook, type WebhookBody } from './webhook';
