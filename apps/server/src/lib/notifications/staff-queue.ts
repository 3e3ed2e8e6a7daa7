import { isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationQueue, staffAccounts } from '../../db/schema';

export interface StaffNotice {
  title: string;
  body: string;
  /** Where the staff console opens (e.g. /staff/consultations/12). */
  link?: string;
}

/**
 * Queues an AlimTalk/SMS to every active staff member with a phone (consultation requests, posts hidden
 * by reports), in the caller's transaction like queueResidentNotice. With no staff phone registered the
 * notice is only visible in the staff console's lists.
 */
export async function queueStaffNotice(db: DbOrTx, notice: StaffNotice): Promise<number> {
  const staff = await db.select({ phone: staffAccounts.phone }).from(staffAccounts).where(isNull(staffAccounts.disabledAt));
  const phones = [...new Set(staff.map((s) => s.phone).filter((p): p is string => Boolean(p)))];
  if (phones.length === 0) return 0;
  await db.insert(notificationQueue).values(
    phones.map((phone) => ({
      residentIdx: null,
      channel: 'alimtalk' as const,
      recipient: phone,
      subject: notice.title,
      body: `[입주 운영] ${notice.title}\n${notice.body}`,
      payload: { link: notice.link ?? null },
    })),
  );
  return phones.length;
}
