/** Points: the resident's balance and history, and the ledger other modules write through. */
export { pointsRoutes } from './points.routes';
export { createPointsService, type PointsService } from './points.service';
export {
  getPointBalance,
  grantPoints,
  refundPoints,
  returnSpentPoints,
  spendPoints,
  takeBackPoints,
  takeBackReviewReward,
} from './points.ledger';
