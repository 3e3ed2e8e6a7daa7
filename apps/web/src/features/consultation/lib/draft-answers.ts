import type { SurveyAnswerValue } from '@ipju/contract';
import { useCallback, useState } from 'react';

/**
 * The home-styling answers given so far, kept in sessionStorage per survey: moving between steps,
 * signing in on the way or reloading the page does not lose them. Cleared once they are sent.
 */
export type DraftAnswers = Record<number, SurveyAnswerValue | null>;

const key = (surveyIdx: number) => `ipju.homestyling.${surveyIdx}`;

export function readDraft(surveyIdx: number): DraftAnswers {
  try {
    const raw = window.sessionStorage.getItem(key(surveyIdx));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as DraftAnswers) : {};
  } catch {
    return {};
  }
}

function writeDraft(surveyIdx: number, answers: DraftAnswers): void {
  try {
    window.sessionStorage.setItem(key(surveyIdx), JSON.stringify(answers));
  } catch {
    // Private mode or full storage: answers still live in memory for this visit.
  }
}

export function clearDraft(surveyIdx: number): void {
  try {
    window.sessionStorage.removeItem(key(surveyIdx));
  } catch {
    // ignore
  }
}

export function useDraftAnswers(surveyIdx: number) {
  const [answers, setAnswers] = useState<DraftAnswers>(() => readDraft(surveyIdx));
  const setAnswer = useCallback(
    (questionIdx: number, value: SurveyAnswerValue | null) => {
      setAnswers((current) => {
        const next = { ...current, [questionIdx]: value };
        writeDraft(surveyIdx, next);
        return next;
      });
    },
    [surveyIdx],
  );
  return { answers, setAnswer };
}
