import type { RouteObject } from 'react-router';

// Scaffold registered in app/routes.tsx; the surveys feature fills it in (issue 4).
export const routes: RouteObject[] = [];
