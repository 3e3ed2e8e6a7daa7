import type { Tx } from '../client';

/** Seeds demo questions and answers on 지식인 (issue 4). */
export async function insertDemoQuestions(_tx: Tx): Promise<void> {}
