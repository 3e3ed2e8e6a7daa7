import type { AppDeps } from './app-deps';
import { createLanguageModel } from './lib/language-model';
import { createAuthService } from './modules/auth';
import { createBillingService, createPartnerJobsService } from './modules/billing';
import { createCartService, pricedCartLinesReader } from './modules/cart';
import { createCategoriesService } from './modules/categories';
import { createCautionsService } from './modules/cautions';
import { createChatService } from './modules/chat';
import { createComplexesService } from './modules/complexes';
import { createConsultationService } from './modules/consultation';
import { createContentService } from './modules/content';
import { createCouponsService } from './modules/coupons';
import { createInspectionServices } from './modules/inspections';
import { createInspectionReportsService } from './modules/inspection-reports';
import { createEventsService } from './modules/events';
import { createFilesService } from './modules/files';
import { createFireInsuranceService } from './modules/fire-insurance';
import { createMoveInService } from './modules/move-in';
import { createItemsService } from './modules/items';
import { createMoveInCalculatorService } from './modules/move-in-calculator';
import { createMoveInPlanService } from './modules/move-in-plan';
import { createLinkPayService, createOfflineOrdersService } from './modules/offline-orders';
import { createPartnerAccountService } from './modules/partner-account';
import { createPartnerItemsService } from './modules/partner-items';
import { createPartnerProfileService } from './modules/partner-profile';
import { createPartnerNotificationsService } from './modules/partner-notifications';
import { createPlacesService } from './modules/places';
import { createResidentNotificationsService } from './modules/resident-notifications';
import { createPointsService } from './modules/points';
import {
  createAnswersService,
  createModerationService,
  createPartnerQuestionsService,
  createQuestionsService,
  createReactionsService,
} from './modules/questions';
import { createReferralsService } from './modules/referrals';
import { createReserveService } from './modules/reserve';
import { createHomesService, createResidentsService } from './modules/residents';
import { createReviewsService } from './modules/reviews';
import { createVisitsService } from './modules/visits';
import { createScheduleService } from './modules/schedule';
import { createPartnerCalendarService } from './modules/partner-calendar';
import { createStaffService } from './modules/staff';
import { createHomestylingService, createSurveysService } from './modules/surveys';
import { cacheRefundPolicies } from './modules/refund-policies';
import { createZzimsService } from './modules/zzims';


/**
 * Every service of the process, built once (buildApp, the seed and the web app's share pages use these).
 * A service that needs another gets it here, so there is one of each: one items service and one in-memory
 * catalogue (CATALOG_CACHE_TTL_MS) for the item routes, zzims, cart, checkout, coupons and link previews.
 */
export function createServices(deps: AppDeps) {
  const { db } = deps;
  const items = createItemsService(db, { catalogCacheTtlMs: deps.config.catalogCacheTtlMs });
  // Refund policies as the screens state them, kept like the catalogue (refund-policies/policy-cache.ts).
  cacheRefundPolicies(db, deps.config.catalogCacheTtlMs);
  const homes = createHomesService(db);
  const residents = createResidentsService(db, { homes });
  const visits = createVisitsService(deps);
  const partnerAccount = createPartnerAccountService(db);
  const places = createPlacesService(db);
  const coupons = createCouponsService(deps, { readCartLines: pricedCartLinesReader(db, items) });
  const residentNotifications = createResidentNotificationsService(deps);
  const cart = createCartService(deps, { items });
  const schedule = createScheduleService(db);
  // 상담 요청 of a plan hands it to ipju 상담 in the resident's chat; staff see the plan beside that chat.
  const moveInPlan = createMoveInPlanService(deps, {
    items,
    cart,
    schedule,
    homes,
    model: createLanguageModel(deps.config.ai),
    handOverPlan: (input) => chat.handOverPlan(input),
  });
  const chat = createChatService(deps, { describePlan: (_db, applicationIdx) => moveInPlan.describeForStaff(applicationIdx) });
  return {
    visits,
    items,
    homes,
    residents,
    auth: createAuthService(deps, { residents, notifications: residentNotifications }),
    partnerAccount,
    partnerProfile: createPartnerProfileService(deps, { partnerAccount }),
    partnerItems: createPartnerItemsService(deps, { items }),
    partnerNotifications: createPartnerNotificationsService(deps),
    residentNotifications,
    staff: createStaffService(db),
    places,
    offlineOrders: createOfflineOrdersService(deps, { places }),
    linkPay: createLinkPayService(deps),
    categories: createCategoriesService(db),
    schedule,
    partnerCalendar: createPartnerCalendarService(db),
    content: createContentService(db),
    events: createEventsService(deps),
    cautions: createCautionsService(deps),
    files: createFilesService(deps),
    cart,
    billing: createBillingService(deps, { items, visits }),
    partnerJobs: createPartnerJobsService(deps),
    coupons,
    points: createPointsService(deps),
    referrals: createReferralsService(deps),
    zzims: createZzimsService(deps, items),
    reviews: createReviewsService(deps),
    questions: createQuestionsService(deps),
    questionReactions: createReactionsService(deps),
    questionAnswers: createAnswersService(deps),
    questionModeration: createModerationService(deps),
    partnerQuestions: createPartnerQuestionsService(deps),
    surveys: createSurveysService(deps),
    homestyling: createHomestylingService(deps),
    consultation: createConsultationService(deps),
    moveIn: createMoveInService(db),
    fireInsurance: createFireInsuranceService(deps),
    ...createInspectionServices(deps),
    complexes: createComplexesService(deps, { items }),
    inspectionReports: createInspectionReportsService(deps),
    moveInCalculator: createMoveInCalculatorService(deps, { items, coupons }),
    reserve: createReserveService(deps, { items }),
    chat,
    moveInPlan,
  };
}

export type Services = ReturnType<typeof createServices>;
