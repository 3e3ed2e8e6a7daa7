import { api } from '@ipju/api-client';

/** The generated client (updateResidentPersonal, withdraw = POST /auths/signout). */
export const accountApi = api;
