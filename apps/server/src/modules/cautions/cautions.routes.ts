import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';

// Scaffold registered in modules/index.ts; the cautions module fills it in (issue 4).
export async function cautionsRoutes(_app: ApiInstance, _deps: AppDeps) {}
