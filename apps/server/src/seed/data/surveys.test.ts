import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkSurveyAnswer } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../lib/paths';
import { HOMESTYLING_SURVEY, SATISFACTION_SURVEY, SURVEYS, type SeedQuestion } from './surveys';

const questionsOf = (s: (typeof SURVEYS)[number]): SeedQuestion[] => [...(s.questions ?? []), ...(s.steps ?? []).flatMap((step) => step.questions)];
const seedFile = (url: string) => path.join(SERVER_ROOT, 'assets', 'seed', url.slice('/files/seed/'.length));

describe('seeded surveys', () => {
  it('are the satisfaction survey 1 (no steps) and the home-styling survey 2 (steps, each with a required question)', () => {
    expect(SATISFACTION_SURVEY).toMatchObject({ surveyIdx: 1, kind: 'satisfaction' });
    expect(SATISFACTION_SURVEY.steps).toBeUndefined();
    expect(HOMESTYLING_SURVEY).toMatchObject({ surveyIdx: 2, kind: 'homestyling' });
    expect(HOMESTYLING_SURVEY.steps!.map((s) => s.name)).toEqual(['공간', '스타일', '예산·일정', '생활']);
    for (const step of HOMESTYLING_SURVEY.steps!) expect(step.questions.some((q) => q.required !== false)).toBe(true);
  });

  it('give choice questions distinct option values, text questions a limit, and images that exist', () => {
    for (const survey of SURVEYS) {
      if (survey.imageUrl) expect(existsSync(seedFile(survey.imageUrl)), survey.imageUrl).toBe(true);
      for (const q of questionsOf(survey)) {
        const options = q.options ?? [];
        if (q.kind === 'single' || q.kind === 'multiple') {
          expect(options.length, q.title).toBeGreaterThanOrEqual(2);
          expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
          // The first option is a valid answer under the shared rule.
          const value = q.kind === 'single' ? options[0]!.value : [options[0]!.value];
          expect(checkSurveyAnswer({ ...q, options, required: q.required ?? true, maxLength: null }, value).ok).toBe(true);
        } else {
          expect(options).toEqual([]);
        }
        if (q.kind === 'text') expect(q.maxLength).toBeGreaterThan(0);
        for (const o of options) if (o.imageUrl) expect(existsSync(seedFile(o.imageUrl)), o.imageUrl).toBe(true);
      }
    }
  });
});
