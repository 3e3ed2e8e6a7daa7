/** Public surface of the 지식인 feature: its paths and the home page's banner. */
export { askPath, KNOWLEDGE_IN_PATH, MY_QUESTIONS_PATH, QUESTION_WRITE_PATH, questionPath } from './paths';
export { KnowledgeInBanner } from './components/KnowledgeInBanner';
