import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { localVirtualNumberSeq } from '../../db/schema';
import type { VirtualNumberProvider } from './types';

/**
 * The demo default (VIRTUAL_NUMBER_PROVIDER=local): numbers 0507-NNNN-NNNN from a sequence, routed by the
 * virtual_numbers table itself (resolveVirtualNumber says whom a call from one side rings). Like a real
 * provider, a number is never reused while it is open.
 */
export function createLocalVirtualNumberProvider(db: DbOrTx): VirtualNumberProvider {
  return {
    name: 'local',
    async open() {
      const result = await db.execute<{ n: string }>(sql`select nextval(${sql.raw(`'${localVirtualNumberSeq.seqName}'`)})::text as n`);
      const n = (result.rows[0]!.n as string).padStart(8, '0').slice(-8);
      return `0507${n}`;
    },
    async close() {
      // Routing is the table's row; releasing it (released_at) is what stops the calls.
    },
  };
}
