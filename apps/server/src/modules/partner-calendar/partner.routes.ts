import {
  koreanIssueMessage,
  partnerCalendar,
  partnerCalendarDatePath,
  partnerCalendarDay,
  partnerCalendarEntry,
  partnerCalendarEntryInput,
  partnerCalendarIdQuery,
  partnerCalendarQuery,
  partnerCloseDayInput,
  partnerDayCapacity,
  partnerDayCapacityInput,
  partnerWeeklyCapacity,
  partnerWeeklyCapacityInput,
  stripInvisibleFormatDeep,
  success,
} from '@ipju/contract';
import { z } from 'zod';
import { invalidField } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { PartnerCalendarService } from './partner-calendar.service';

const tags = ['partner'];
const config = { auth: 'partner' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요.';

/** The company's calendar (SPEC's four paths) and its closed days and capacity (new paths). */
export async function partnerCalendarRoutes(app: ApiInstance, { partnerCalendar: service }: { partnerCalendar: PartnerCalendarService }) {
  app.get('/partner/calendar', {
    config,
    schema: {
      operationId: 'partnerGetCalendar',
      summary: '캘린더 (판매된 방문, 휴무일, 내 일정)',
      description:
        'type=month는 year·month, type=week는 date가 속한 주(일요일부터), type=day는 date 하루를 보여요. id를 보내면 그 일정과 그날을 보여요(다른 업체의 일정은 404). 일 보기의 slots는 그날의 시간대별 방문 수예요.',
      tags,
      querystring: partnerCalendarQuery,
      response: { 200: success(partnerCalendar) },
    },
    handler: async (req) => ok(await service.calendar(partnerIdx(req), req.query)),
  });

  app.post('/partner/calendar/create', {
    config,
    schema: {
      operationId: 'partnerCreateCalendarEntry',
      summary: '내 일정 추가 (개인 일정, 오프라인 작업)',
      tags,
      body: partnerCalendarEntryInput,
      response: { 200: success(partnerCalendarEntry) },
    },
    handler: async (req) => ok(await service.createEntry(partnerIdx(req), req.body)),
  });

  app.put('/partner/calendar', {
    config,
    // The id names the entry: checked before the body (Fastify validates the body first), so a bad id is a 400 naming it.
    preValidation: async (req) => {
      const parsed = partnerCalendarIdQuery.safeParse(stripInvisibleFormatDeep(req.query));
      if (!parsed.success) throw invalidField('id', koreanIssueMessage(parsed.error.issues[0]!));
    },
    schema: {
      operationId: 'partnerUpdateCalendarEntry',
      summary: '내 일정 수정',
      tags,
      querystring: partnerCalendarIdQuery,
      body: partnerCalendarEntryInput,
      response: { 200: success(partnerCalendarEntry) },
    },
    handler: async (req) => ok(await service.updateEntry(partnerIdx(req), req.query.id, req.body)),
  });

  app.delete('/partner/calendar', {
    config,
    schema: {
      operationId: 'partnerDeleteCalendarEntry',
      summary: '내 일정 삭제',
      tags,
      querystring: partnerCalendarIdQuery,
      response: { 200: success(z.object({ deleted: z.literal(true) })) },
    },
    handler: async (req) => {
      await service.deleteEntry(partnerIdx(req), req.query.id);
      return ok({ deleted: true as const });
    },
  });

  app.put('/partner/calendar/closed-days/:date', {
    config,
    schema: {
      operationId: 'partnerCloseDay',
      summary: '휴무일로 바꾸기',
      description: `${NEW_PATH} 그날 예약된 방문이 있으면 409이고, details에 주문(field: 짧은 주문번호, message: 날짜·시간·서비스)이 있어요. 바로 입주민의 방문일 선택에서 막혀요.`,
      tags,
      params: partnerCalendarDatePath,
      body: partnerCloseDayInput,
      response: { 200: success(partnerCalendarDay) },
    },
    handler: async (req) => ok(await service.closeDay(partnerIdx(req), req.params.date, req.body.reason)),
  });

  app.delete('/partner/calendar/closed-days/:date', {
    config,
    schema: {
      operationId: 'partnerReopenDay',
      summary: '휴무일 해제 (다시 예약 받기)',
      description: NEW_PATH,
      tags,
      params: partnerCalendarDatePath,
      response: { 200: success(partnerCalendarDay) },
    },
    handler: async (req) => ok(await service.reopenDay(partnerIdx(req), req.params.date)),
  });

  app.get('/partner/calendar/capacity', {
    config,
    schema: {
      operationId: 'partnerGetWeeklyCapacity',
      summary: '요일·시간별 방문 수',
      description: `${NEW_PATH} 이 업체 상품의 방문 시간마다 요일별로 받을 수 있는 방문 수예요.`,
      tags,
      response: { 200: success(partnerWeeklyCapacity) },
    },
    handler: async (req) => ok(await service.weeklyCapacity(partnerIdx(req))),
  });

  app.put('/partner/calendar/capacity', {
    config,
    schema: {
      operationId: 'partnerSetWeeklyCapacity',
      summary: '요일·시간별 방문 수 바꾸기',
      description: `${NEW_PATH} 오늘부터의 날짜에 적용돼요(날짜별로 따로 정한 방문 수는 그대로예요). 이미 예약된 방문보다 적게 정하면 409이고, details에 그 주문이 있어요.`,
      tags,
      body: partnerWeeklyCapacityInput,
      response: { 200: success(partnerWeeklyCapacity) },
    },
    handler: async (req) => ok(await service.setWeeklyCapacity(partnerIdx(req), req.body.cells)),
  });

  app.put('/partner/calendar/capacity/:date', {
    config,
    schema: {
      operationId: 'partnerSetDayCapacity',
      summary: '날짜별 방문 수 바꾸기',
      description: `${NEW_PATH} capacity null은 요일별 방문 수로 되돌려요. 이미 예약된 방문보다 적게 정하면 409(아무것도 바뀌지 않아요)이고, details에 그 주문이 있어요.`,
      tags,
      params: partnerCalendarDatePath,
      body: partnerDayCapacityInput,
      response: { 200: success(partnerDayCapacity) },
    },
    handler: async (req) => ok(await service.setDayCapacity(partnerIdx(req), req.params.date, req.body.slots)),
  });
}
