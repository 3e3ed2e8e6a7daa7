/** Public surface of the move-in assistant (AI 입주 플랜): its routes and the paths other pages link to. */
export { routes, residentRoutes } from './routes';
export { APPLY_PATH, APPLICATIONS_PATH, planPath } from './paths';
