import { STAFF_HOME } from '../../lib/staff-paths';

export const STAFF_CHAT = STAFF_HOME;
export const staffChatThreadPath = (threadIdx: number) => `${STAFF_CHAT}/${threadIdx}`;
