import { api, type ApiData } from '@ipju/api-client';

export type ClientAppVersions = ApiData<'getClientAppVersion'>['data'];

/** The lowest app versions the server still accepts, by platform (GET /auths/client-app-version). */
export async function getClientAppVersion(): Promise<ClientAppVersions> {
  return (await api.getClientAppVersion()).data.data;
}
