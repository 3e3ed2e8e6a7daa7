import { api } from '@ipju/api-client';

/**
 * The generated client (functions by operationId): listQuestions, createQuestion, listMyQuestions,
 * getQuestion, updateQuestion, deleteQuestion, incrementQuestionReadCount, likeQuestion, unlikeQuestion,
 * likeAnswer, unlikeAnswer, reportQuestion, reportAnswer, suggestQuestionTitle. Tests mock this module.
 */
export const questionsApi = api;
