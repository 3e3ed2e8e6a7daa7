import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';

// Scaffold registered in modules/index.ts; the consultation module fills it in (issue 4).
export async function consultationRoutes(_app: ApiInstance, _deps: AppDeps) {}
