import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';

// Scaffold registered in modules/index.ts; the reviews module fills it in (issue 4).
export async function reviewsRoutes(_app: ApiInstance, _deps: AppDeps) {}
