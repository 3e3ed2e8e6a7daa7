import { configureApi, getApiConfig, type AuthKind } from '@ipju/api-client';
import { clearPartnerCredential, getPartnerToken } from './partner-credential';

let installed = false;

/**
 * Whether a failed call is a partner (bearer) operation the server answered 401: the token is no longer valid.
 * The kind comes with the error's context (not from the client's table of every operation, which would put
 * all of them in the bundle).
 */
export function isPartnerCredentialRefused(error: { status: number }, auth: AuthKind): boolean {
  return error.status === 401 && auth === 'bearer';
}

/**
 * Called once when the console loads: the api-client sends the stored partner token with every bearer
 * operation, and a 401 from any of them signs the partner out (RequirePartner then shows the sign-in page).
 * The resident's error hook (app/api-setup.ts) keeps running first.
 */
export function installPartnerApi(): void {
  if (installed) return;
  installed = true;
  const previous = getApiConfig().onError;
  configureApi({
    getPartnerToken,
    onError: (error, context) => {
      previous?.(error, context);
      // Staff operations are bearer operations too, with the staff console's own credential (features/staff-auth).
      if (isPartnerCredentialRefused(error, context.auth) && !context.operationId.startsWith('staff')) clearPartnerCredential('expired');
    },
  });
}
