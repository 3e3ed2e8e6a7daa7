/**
 * Public surface of the surveys feature: the question field the home-styling consultation reuses, and my
 * page's count of surveys waiting.
 */
export { SurveyQuestionField } from './components/SurveyQuestionField';
export type { SurveyQuestionFieldProps } from './components/SurveyQuestionField';
export { answerProblem } from './components/answer-problem';
export { SurveyProgress } from './components/SurveyProgress';
export { usePendingSurveyCount } from './api/listSurveyOffers';
export { MY_SURVEYS_PATH, surveyPath } from './paths';
