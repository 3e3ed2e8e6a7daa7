/** The move-in assistant (/ai-recommend): the rules, the pure engine, the plans and their routes. */
export { moveInPlanRoutes } from './move-in-plan.routes';
export { createMoveInPlanService, type MoveInPlanService, type HandOverPlan } from './move-in-plan.service';
/** For checks of stored plans (the seed's test): whether lines keep the order rules, and a category's rule. */
export { ordersHold } from './move-in-plan.engine';
export { ruleOfCategory } from './move-in-plan.rules';
