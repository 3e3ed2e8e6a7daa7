import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';

// Scaffold registered in modules/index.ts; the questions module fills it in (issue 4).
export async function questionsRoutes(_app: ApiInstance, _deps: AppDeps) {}
