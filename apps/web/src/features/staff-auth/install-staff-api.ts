import { configureApi, getApiConfig } from '@ipju/api-client';
import { clearStaffCredential } from './staff-credential';

let installed = false;

/** Whether a failed call is a staff operation the server answered 401: the staff token is no longer valid. */
export function isStaffCredentialRefused(error: { status: number }, operationId: string): boolean {
  return error.status === 401 && operationId.startsWith('staff') && operationId !== 'staffLogin';
}

/** Called once when the staff console loads: a 401 from any staff operation signs staff out. */
export function installStaffApi(): void {
  if (installed) return;
  installed = true;
  const previous = getApiConfig().onError;
  configureApi({
    onError: (error, context) => {
      previous?.(error, context);
      if (isStaffCredentialRefused(error, context.operationId)) clearStaffCredential('expired');
    },
  });
}
