export const HOMESTYLING_PATH = '/consultation/homestyling';
export const CONSULTATION_REQUEST_PATH = '/consultation/request';
export const MY_CONSULTATIONS_PATH = '/my-page/consultations';

/** '/consultation/request?surveyResponseIdx=12' (the survey answers go with the request). */
export function requestPath(surveyResponseIdx?: number | null): string {
  return surveyResponseIdx ? `${CONSULTATION_REQUEST_PATH}?surveyResponseIdx=${surveyResponseIdx}` : CONSULTATION_REQUEST_PATH;
}

/** '/consultation/homestyling?step=2' (0 is the introduction). */
export const stepPath = (step: number) => (step > 0 ? `${HOMESTYLING_PATH}?step=${step}` : HOMESTYLING_PATH);
