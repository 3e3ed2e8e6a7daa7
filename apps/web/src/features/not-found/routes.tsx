import type { RouteObject } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

/** Must be the last route: catches every unknown path. */
export const routes: RouteObject[] = [{ path: '*', Component: NotFoundPage }];
export { NotFoundPage };
