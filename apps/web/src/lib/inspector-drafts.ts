import { removeDrafts } from './stored-draft';

/**
 * What the inspector console keeps on the phone until the server has it (the 총평 of each inspection,
 * features/inspector-report) is named under one prefix, so that signing out of the console
 * (features/inspector-inspections) removes all of it without knowing each draft: the next person to use a
 * shared phone does not find another inspector's words about a resident's home.
 */
const PREFIX = 'inspector.';

/** The stored-draft name of an inspector console draft. */
export const inspectorDraftName = (name: string) => `${PREFIX}${name}`;

/** Removes every draft the inspector console kept on this phone (an explicit sign-out). */
export function removeInspectorDrafts(): void {
  removeDrafts('local', PREFIX);
}
