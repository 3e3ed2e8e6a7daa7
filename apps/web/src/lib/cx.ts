/** Joins class names, skipping falsy values (shared by the UI kit and the features' own components). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
