export const MY_SURVEYS_PATH = '/my-page/surveys';

/** '/survey?lineIdx=12&surveyIdx=1' (the survey is found from the offers when omitted). */
export function surveyPath(lineIdx: number, surveyIdx?: number): string {
  const params = new URLSearchParams({ lineIdx: String(lineIdx) });
  if (surveyIdx) params.set('surveyIdx', String(surveyIdx));
  return `/survey?${params.toString()}`;
}
