import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';

// Scaffold registered in modules/index.ts; the surveys module fills it in (issue 4).
export async function surveysRoutes(_app: ApiInstance, _deps: AppDeps) {}
