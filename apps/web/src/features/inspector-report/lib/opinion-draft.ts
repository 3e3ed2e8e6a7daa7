import { inspectorDraftName } from '../../../lib/inspector-drafts';
import { readDraft, removeDraft, writeDraft } from '../../../lib/stored-draft';

/**
 * The 총평 being written, kept on this phone per inspection (localStorage: the console is reopened offline and
 * after the app was closed) until the server has it. The server takes the 총평 only once all five types are
 * 작성 완료 and has no field for a draft, so what is typed before that waits here. Signing out of the console
 * removes them (lib/inspector-drafts.ts).
 */
const name = (inspectionIdx: number) => inspectorDraftName(`opinion.${inspectionIdx}`);

export function readOpinionDraft(inspectionIdx: number): string | null {
  const stored = readDraft('local', name(inspectionIdx)) as { text?: unknown } | null;
  return typeof stored?.text === 'string' ? stored.text : null;
}

export function saveOpinionDraft(inspectionIdx: number, text: string): void {
  writeDraft('local', name(inspectionIdx), { text, savedAt: Date.now() });
}

export function forgetOpinionDraft(inspectionIdx: number): void {
  removeDraft('local', name(inspectionIdx));
}
