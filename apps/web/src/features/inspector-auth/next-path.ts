import { INSPECTOR_HOME, INSPECTOR_LOGIN, isInspectorPath } from '../../lib/inspector-paths';

export const NEXT_PARAM = 'next';

/** Where to go after signing in: an inspector path of this site only, never the sign-in page itself. */
export function safeInspectorNext(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return INSPECTOR_HOME;
  if (!isInspectorPath(value) || value.startsWith(INSPECTOR_LOGIN)) return INSPECTOR_HOME;
  return value;
}

/** '/inspector/login?next=%2Finspector%2Finspections%2F3' */
export function inspectorLoginPath(next?: string): string {
  const target = next ? safeInspectorNext(next) : INSPECTOR_HOME;
  return target === INSPECTOR_HOME ? INSPECTOR_LOGIN : `${INSPECTOR_LOGIN}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}
