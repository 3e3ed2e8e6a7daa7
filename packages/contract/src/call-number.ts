import { z } from 'zod';
import { isoTime } from './fields';

/**
 * A 050 안심번호 for a company to call a resident about a job (an order, a 방문 견적, a 사전점검): the resident's
 * own phone is never shown to a company; the number connects the two phones until `expiresAt`.
 */
export const callNumber = z.object({
  virtualNumber: z.string().describe('0507-1000-0001'),
  telUri: z.string().describe('tel:050710000001'),
  expiresAt: isoTime.describe('방문 다음 날이 끝나면 (또는 일이 끝나거나 취소되면) 더는 연결되지 않아요'),
});
export type CallNumber = z.infer<typeof callNumber>;
