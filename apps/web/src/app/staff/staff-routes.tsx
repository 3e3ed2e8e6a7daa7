import type { RouteObject } from 'react-router';
import { staffRoutes as staffChatRoutes } from '../../features/staff-chat';

/**
 * The staff console's route registry: the pages shown inside the signed-in console shell. A staff feature exports
 * `staffRoutes: RouteObject[]` (absolute paths under /staff/..., pages loaded with `lazy`) and adds one line here.
 * Everything listed here is only downloaded when a /staff path opens (app/staff-entry.ts).
 */
export const staffPages: RouteObject[] = [...staffChatRoutes];
