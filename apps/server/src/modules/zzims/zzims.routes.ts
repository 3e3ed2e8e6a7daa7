import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';

// Scaffold registered in modules/index.ts; the zzims module fills it in (issue 4).
export async function zzimsRoutes(_app: ApiInstance, _deps: AppDeps) {}
