/** The move-in cost calculator: the dated tax tables, the pure engine, saved and shared calculations. */
export { moveInCalculatorRoutes } from './move-in-calculator.routes';
export { createMoveInCalculatorService, sharePathOf, type MoveInCalculatorService } from './move-in-calculator.service';
