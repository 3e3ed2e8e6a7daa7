/** My hearts in my page. */
export const ZZIMS_PATH = '/my-page/zzims';
