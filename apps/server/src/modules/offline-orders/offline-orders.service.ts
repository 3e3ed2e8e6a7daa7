import {
  addDays,
  addMonths,
  formatPhone,
  formatWon,
  formatYmd,
  hourLabel,
  OFFLINE_PAID_LOCK_MESSAGE,
  offlinePaymentChanged,
  offlineVisitProblem,
  REFUND_TIMING,
  type LinkType,
  type OfflineItemType,
  type OfflineVisitCalendar,
  type OfflineOrderDetail,
  type OfflineOrderList,
  type PreOrderResident,
  type ResidentOfflineOrder,
} from '@ipju/contract';
import type { z } from 'zod';
import type { offlineOrderCreateBody, offlineOrderListQuery, offlineOrderUpdateBody } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { notificationQueue, type OfflineOrderOption } from '../../db/schema';
import { asPartner, authorize } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import { dispatchNotices } from '../../lib/notifications';
import { endVirtualNumber, formatVirtualNumber, numberExpiryAfterVisit } from '../../lib/virtual-numbers';
import { PortOneError } from '../../lib/portone';
import { randomToken, sha256 } from '../../lib/tokens';
import type { PlacesService } from '../places';
import { holdSlots, releaseSlot, slotState } from '../schedule';
import { toDetail, toResidentOrder, toSummary } from './offline-orders.mapper';
import * as repo from './offline-orders.repository';
import type { OfflineOrderRow } from './offline-orders.repository';

type CreateInput = z.output<typeof offlineOrderCreateBody>;
type UpdateInput = z.output<typeof offlineOrderUpdateBody>;
type ListInput = z.output<typeof offlineOrderListQuery>;

const ORDER = '주문';
const RESEND_GAP_MS = 30_000;
const ownedByCompany = (row: { partnerIdx: number }) => ({ partnerIdx: row.partnerIdx });

/** The path of the resident's payment page for a link token. */
export const payPagePath = (token: string) => `/pay/${token}`;

/** PortOne's order number of an offline order's version: a new version is a new payment. */
export const merchantUidOf = (offlineIdx: number, version: number) => `ipjuoff-${offlineIdx}-${version}`;

export function parseMerchantUid(merchantUid: string): { offlineIdx: number; version: number } | null {
  const m = /^ipjuoff-(\d{1,10})-(\d{1,6})$/.exec(merchantUid);
  return m ? { offlineIdx: Number(m[1]), version: Number(m[2]) } : null;
}

/** When the job's 050 number stops: the end of the day after the visit, or 30 days from now without a date. */
/** An offline job's number works until the end of the day after its visit (30 days from the ask while the date is open). */
const numberExpiry = (order: OfflineOrderRow) => numberExpiryAfterVisit(order.visitDate, 30);

export const visitText = (visitDate: string | null, visitHour: number | null) =>
  visitDate ? `${formatYmd(visitDate)}${visitHour === null ? ' (시간 협의)' : ` ${hourLabel(visitHour)}`}` : '방문일 협의';

/** A message to the customer's phone (AlimTalk or SMS), queued in the caller's transaction. */
export async function queueCustomerMessage(
  tx: DbOrTx,
  message: { phone: string; linkType: LinkType; title: string; body: string; link?: string; template: string },
): Promise<void> {
  const alimtalk = message.linkType === 'ALIMTALK';
  // A customer who is an ipju member (the same phone) also finds the message in their 알림 inbox.
  await tx.insert(notificationQueue).values({
    residentIdx: await repo.memberWithPhone(tx, message.phone),
    channel: alimtalk ? 'alimtalk' : 'sms',
    recipient: message.phone,
    subject: message.title,
    body: `[입주] ${message.title}\n${message.body}`,
    payload: { link: message.link ?? null, ...(alimtalk ? { templateId: message.template } : {}) },
  });
}

export function createOfflineOrdersService(deps: AppDeps, { places }: { places: PlacesService }) {
  const { db, config, jobs, virtualNumbers, portone } = deps;

  async function ownOrder(tx: DbOrTx, partnerIdx: number, id: number, lock = false): Promise<OfflineOrderRow> {
    const row = lock ? await repo.lockOrder(tx, id) : (await repo.findShown(tx, id))?.order;
    return authorize(asPartner(partnerIdx), row, ownedByCompany, ORDER);
  }

  async function detailOf(tx: DbOrTx, id: number): Promise<OfflineOrderDetail> {
    const shown = (await repo.findShown(tx, id))!;
    return toDetail(shown, await repo.listLinks(tx, id));
  }

  /** Checks what the company entered against the catalogue and the complex; 400 naming the field otherwise. */
  async function resolveInput(tx: DbOrTx, partnerIdx: number, input: CreateInput | UpdateInput) {
    const apartment = await repo.findApartment(tx, input.apartmentIdx);
    if (!apartment) throw invalidField('apartmentIdx', '단지를 다시 검색해서 골라 주세요.');
    let pyeong: number | null = null;
    if (input.areaIdx !== null) {
      const area = await repo.findArea(tx, input.apartmentIdx, input.areaIdx);
      if (!area) throw invalidField('areaIdx', '이 단지의 평형 중에서 골라 주세요.');
      pyeong = area.pyeong;
    }
    const item = await repo.findOwnItem(tx, partnerIdx, input.itemIdx);
    if (!item) throw invalidField('itemIdx', '우리 업체의 판매 중인 서비스 중에서 골라 주세요.');
    const chosen: OfflineOrderOption[] = [];
    for (const optionIdx of new Set(input.optionIdxs)) {
      const option = item.options.find((o) => o.optionIdx === optionIdx);
      if (!option) throw invalidField('optionIdxs', '고른 서비스의 옵션 중에서 골라 주세요.');
      chosen.push({ optionIdx, groupName: option.groupName, name: option.name, price: option.price });
    }
    if (input.visitDate === null && input.visitHour !== null) throw invalidField('visitHour', '방문 시간을 정하려면 방문일도 골라 주세요.');
    return { apartment, pyeong, item, options: chosen };
  }

  /** The stored fields of an order as the company entered them (create and update write the same ones). */
  function fieldsOf(input: CreateInput | UpdateInput, resolved: Awaited<ReturnType<typeof resolveInput>>) {
    return {
      itemIdx: input.itemIdx,
      options: resolved.options,
      customerName: input.name,
      customerPhone: input.phone,
      apartmentIdx: input.apartmentIdx,
      areaIdx: input.areaIdx,
      pyeong: resolved.pyeong,
      dong: input.dong,
      ho: input.ho,
      amount: input.price,
      visitDate: input.visitDate,
      visitHour: input.visitHour,
      memo: input.memo,
    };
  }

  /**
   * A visit the company books must be one it works: today (Asia/Seoul) or later and not an hour already past, inside
   * its opening hours of that weekday and not on its day off (the contract's offlineVisitHours, which the console's
   * picker offers), and not on a day closed in its calendar (the schedule's slotState, the rule a 날짜 제안 is
   * refused by). 400 naming visitDate or visitHour; nothing is held or changed.
   */
  async function checkVisit(tx: DbOrTx, partnerIdx: number, visitDate: string | null, visitHour: number | null) {
    if (visitDate === null) return;
    const problem = offlineVisitProblem(await repo.partnerHours(tx, partnerIdx), { date: visitDate, hour: visitHour });
    if (problem) throw invalidField(problem.field, problem.message);
    if ((await slotState(tx, { partnerIdx, visitDate, visitHour })) === 'closed') {
      throw invalidField('visitDate', `${formatYmd(visitDate)}에는 캘린더에서 휴무로 막아 두어 방문을 받을 수 없어요. 다른 날을 고르거나 캘린더에서 휴무를 풀어 주세요.`);
    }
  }

  /** Holds the visit's slot of the company's capacity (none without a date); 409 when full or closed. */
  async function holdVisit(tx: DbOrTx, partnerIdx: number, visitDate: string | null, visitHour: number | null) {
    if (visitDate === null) return;
    const held = await holdSlots(tx, [{ partnerIdx, visitDate, visitHour }]);
    if (held.ok) return;
    const when = visitText(visitDate, visitHour);
    throw new AppError(
      'CONFLICT',
      held.state === 'closed'
        ? `${when}은 쉬는 날로 막혀 있어요. 캘린더에서 날짜를 열거나 다른 날을 골라 주세요.`
        : `${when}은 받을 수 있는 방문이 다 찼어요. 캘린더에서 받을 수 있는 방문 수를 늘리거나 다른 시간을 골라 주세요.`,
      [{ field: 'visitDate', message: '예약이 다 찬 시간이에요.' }],
    );
  }

  async function releaseVisit(tx: DbOrTx, order: OfflineOrderRow) {
    if (order.visitDate !== null) await releaseSlot(tx, { partnerIdx: order.partnerIdx, visitDate: order.visitDate, visitHour: order.visitHour });
  }

  /** Makes a new link for the order's current version and queues it to the customer's phone. */
  async function sendLink(tx: DbOrTx, order: OfflineOrderRow, linkType: LinkType) {
    const token = randomToken();
    const link = await repo.insertLink(tx, { offlineIdx: order.offlineIdx, tokenHash: sha256(token), version: order.version, linkType });
    const shown = (await repo.findShown(tx, order.offlineIdx))!;
    const url = `${config.siteUrl}${payPagePath(token)}`;
    await queueCustomerMessage(tx, {
      phone: order.customerPhone,
      linkType,
      title: `${shown.companyName}에서 결제 요청을 보냈어요`,
      body: [
        `서비스: ${shown.itemName}`,
        `방문: ${visitText(order.visitDate, order.visitHour)}`,
        `주소: ${shown.complexName} ${order.dong}동 ${order.ho}호`,
        `결제 금액: ${formatWon(order.amount)}`,
        '아래 링크에서 회원가입 없이 결제할 수 있어요.',
        url,
      ].join('\n'),
      link: url,
      template: 'OFFLINE_LINKPAY',
    });
    return link;
  }

  return {
    payPagePath,

    async itemTypes(partnerIdx: number): Promise<OfflineItemType[]> {
      return repo.listItemTypes(db, partnerIdx);
    },

    /** GET /partner/offlines/visit-calendar: the opening hours and the month's closed days the visit picker is drawn from. */
    async visitCalendar(partnerIdx: number, month: string): Promise<OfflineVisitCalendar> {
      const [hours, closedDates] = await Promise.all([
        repo.partnerHours(db, partnerIdx),
        repo.closedDatesBetween(db, partnerIdx, `${month}-01`, addDays(addMonths(`${month}-01`, 1), -1)),
      ]);
      return { month, hours, closedDates };
    },

    async list(partnerIdx: number, query: ListInput): Promise<OfflineOrderList> {
      const rows = await repo.listOrders(db, { partnerIdx, ...query });
      return { orders: rows.map(toSummary), total: rows[0]?.total ?? 0, page: query.page };
    },

    async detail(partnerIdx: number, id: number): Promise<OfflineOrderDetail> {
      await ownOrder(db, partnerIdx, id);
      return detailOf(db, id);
    },

    async residentInfo(partnerIdx: number, id: number) {
      await ownOrder(db, partnerIdx, id);
      const { order, complexName, address } = (await repo.findShown(db, id))!;
      return {
        name: order.customerName,
        phone: formatPhone(order.customerPhone),
        complexName,
        address,
        dong: order.dong,
        ho: order.ho,
        pyeong: order.pyeong,
        isMember: await repo.isMemberPhone(db, order.customerPhone),
      };
    },

    /** The job's 050 안심번호 (opened on first ask, closed when the order is cancelled or the day after the visit). */
    async virtualNumber(partnerIdx: number, id: number) {
      const order = await ownOrder(db, partnerIdx, id);
      if (order.status === 'cancelled') throw new AppError('CONFLICT', '취소된 주문은 안심번호로 연결할 수 없어요.');
      const expiresAt = numberExpiry(order);
      if (expiresAt <= new Date()) throw new AppError('CONFLICT', '방문이 끝난 주문이라 안심번호가 닫혔어요.');
      const phone = ((await repo.partnerPhone(db, partnerIdx)) ?? '').replace(/\D/g, '');
      const grant = await virtualNumbers.numberFor(
        { kind: 'offline_order', idx: id },
        { partnerIdx, partnerPhone: phone, residentPhone: order.customerPhone },
        expiresAt,
      );
      return { number: formatVirtualNumber(grant.number), expiresAt: grant.expiresAt.toISOString() };
    },

    async create(partnerIdx: number, input: CreateInput): Promise<OfflineOrderDetail> {
      const idx = await db.transaction(async (tx) => {
        const resolved = await resolveInput(tx, partnerIdx, input);
        await checkVisit(tx, partnerIdx, input.visitDate, input.visitHour);
        await holdVisit(tx, partnerIdx, input.visitDate, input.visitHour);
        const inserted = await repo.insertOrder(tx, {
          partnerIdx,
          ...fieldsOf(input, resolved),
          // Replaced by the real number below, in the same transaction (the id is not known before the insert).
          merchantUid: `ipjuoff-new-${randomToken()}`,
        });
        const order = await repo.updateOrder(tx, inserted.offlineIdx, { merchantUid: merchantUidOf(inserted.offlineIdx, inserted.version) });
        await sendLink(tx, order, input.linkType);
        return order.offlineIdx;
      });
      await dispatchNotices(jobs);
      return detailOf(db, idx);
    },

    /** POST .../{id}/linkpay_send: a new link for the current amount (older links of the same amount keep working). */
    async resendLink(partnerIdx: number, id: number, linkType: LinkType) {
      const link = await db.transaction(async (tx) => {
        const order = await ownOrder(tx, partnerIdx, id, true);
        if (order.status === 'paid') throw new AppError('CONFLICT', '이미 결제가 끝난 주문이에요.');
        if (order.status === 'cancelled') throw new AppError('CONFLICT', '취소된 주문에는 결제 링크를 보낼 수 없어요.');
        // One link per 30 seconds per order (the row is locked), so a double tap never texts the customer twice.
        const [last] = await repo.listLinks(tx, id);
        if (last && Date.now() - last.sentAt.getTime() < RESEND_GAP_MS) {
          throw new AppError('RATE_LIMITED', '결제 링크는 30초에 한 번 보낼 수 있어요. 잠시 후 다시 보내 주세요.');
        }
        return sendLink(tx, order, linkType);
      });
      await dispatchNotices(jobs);
      return { linkType: link.linkType, sentAt: link.sentAt.toISOString(), current: true };
    },

    /**
     * PUT .../update/{id}. Before payment everything may change; a different amount, service, options or phone
     * makes a new version (old links stop working) and sends a new link. After payment only the visit, the home
     * and the memo may change (the payment stays as it is); a cancelled order changes no more.
     */
    async update(partnerIdx: number, id: number, input: UpdateInput): Promise<OfflineOrderDetail> {
      await db.transaction(async (tx) => {
        const order = await ownOrder(tx, partnerIdx, id, true);
        if (order.status === 'cancelled') throw new AppError('CONFLICT', '취소된 주문은 고칠 수 없어요.');
        const resolved = await resolveInput(tx, partnerIdx, input);
        const paymentChanged = offlinePaymentChanged(
          { phone: order.customerPhone, itemIdx: order.itemIdx, optionIdxs: order.options.map((o) => o.optionIdx), price: order.amount },
          { phone: input.phone, itemIdx: input.itemIdx, optionIdxs: resolved.options.map((o) => o.optionIdx), price: input.price },
        );
        if (paymentChanged && order.status === 'paid') throw new AppError('CONFLICT', OFFLINE_PAID_LOCK_MESSAGE);
        // Only a visit being moved is checked: an order keeps its booked visit while its memo or home changes.
        const visitChanged = order.visitDate !== input.visitDate || order.visitHour !== input.visitHour;
        if (visitChanged) {
          await checkVisit(tx, partnerIdx, input.visitDate, input.visitHour);
          await releaseVisit(tx, order);
          await holdVisit(tx, partnerIdx, input.visitDate, input.visitHour);
        }
        const version = paymentChanged ? order.version + 1 : order.version;
        const updated = await repo.updateOrder(tx, id, {
          ...fieldsOf(input, resolved),
          version,
          merchantUid: merchantUidOf(id, version),
        });
        if (paymentChanged) await sendLink(tx, updated, input.linkType);
      });
      await dispatchNotices(jobs);
      return detailOf(db, id);
    },

    /**
     * PUT .../cancel/{id}. Before payment the order just closes (its links stop working). After payment the whole
     * payment is refunded through PortOne first, then the order closes; a refund PortOne refuses leaves it paid (503).
     */
    async cancel(partnerIdx: number, id: number): Promise<OfflineOrderDetail> {
      const closedPending = await db.transaction(async (tx) => {
        const order = await ownOrder(tx, partnerIdx, id, true);
        if (order.status === 'cancelled') throw new AppError('CONFLICT', '이미 취소된 주문이에요.');
        if (order.status === 'paid') return false;
        await repo.updateOrder(tx, id, { status: 'cancelled', cancelledAt: new Date() });
        await releaseVisit(tx, order);
        await endVirtualNumber(tx, { kind: 'offline_order', idx: id });
        return true;
      });
      if (!closedPending) await refundPaid(partnerIdx, id);
      await dispatchNotices(jobs);
      return detailOf(db, id);
    },

    /** GET /offline-orders: the signed-in resident's paid offline orders, matched by their phone number. */
    async residentOrders(residentIdx: number): Promise<ResidentOfflineOrder[]> {
      const phone = await repo.residentPhoneOf(db, residentIdx);
      if (!phone) return [];
      return (await repo.listForPhone(db, phone)).map(toResidentOrder);
    },

    searchApartments: (q: string) => places.search(q),
    areas: (apartmentIdx: number) => places.listAreas(apartmentIdx),

    async preOrderResidents(partnerIdx: number, q: string): Promise<PreOrderResident[]> {
      const rows = await repo.searchPastCustomers(db, partnerIdx, q, 20);
      const seen = new Set<string>();
      const found: PreOrderResident[] = [];
      for (const row of rows) {
        if (!row.phone || !row.name) continue;
        const key = `${row.phone}|${row.apartmentIdx ?? ''}|${row.dong ?? ''}|${row.ho ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({
          name: row.name,
          phone: formatPhone(row.phone),
          apartmentIdx: row.apartmentIdx,
          complexName: row.complexName,
          dong: row.dong,
          ho: row.ho,
          pyeong: row.pyeong,
        });
      }
      return found.slice(0, 10);
    },
  };

  /** Refunds a paid order's whole payment at PortOne, then closes it; one refund at a time (claimRefund). */
  async function refundPaid(partnerIdx: number, id: number) {
    const claimed = await db.transaction(async (tx) => {
      await ownOrder(tx, partnerIdx, id);
      return repo.claimRefund(tx, id);
    });
    if (!claimed) throw new AppError('CONFLICT', '환불을 처리하고 있어요. 잠시 후 다시 확인해 주세요.');
    const paid = claimed.paidAmount ?? claimed.amount;
    try {
      await portone.cancelPayment({ impUid: claimed.impUid!, merchantUid: claimed.merchantUid, amount: paid, checksum: paid, reason: '업체 사정으로 주문 취소' });
    } catch (error) {
      // Already cancelled at PortOne (an earlier attempt whose answer was lost): the refund happened.
      const payment = error instanceof PortOneError ? await portone.getPayment(claimed.impUid!).catch(() => null) : null;
      if (payment?.status !== 'cancelled') {
        await repo.updateOrder(db, id, { refundingAt: null });
        throw new AppError('UNAVAILABLE', '결제사에서 환불하지 못했어요. 잠시 후 다시 시도해 주세요.');
      }
    }
    await db.transaction(async (tx) => {
      const order = (await repo.lockOrder(tx, id))!;
      await repo.updateOrder(tx, id, { status: 'cancelled', cancelledAt: new Date(), refundedAt: new Date(), refundingAt: null });
      await releaseVisit(tx, order);
      await endVirtualNumber(tx, { kind: 'offline_order', idx: id });
      const shown = (await repo.findShown(tx, id))!;
      await queueCustomerMessage(tx, {
        phone: order.customerPhone,
        linkType: 'ALIMTALK',
        title: `${shown.companyName}에서 주문을 취소했어요`,
        body: `${shown.itemName} 주문이 취소되어 ${formatWon(paid)}을 환불했어요. ${REFUND_TIMING}.`,
        template: 'OFFLINE_REFUNDED',
      });
    });
  }
}


export type OfflineOrdersService = ReturnType<typeof createOfflineOrdersService>;
