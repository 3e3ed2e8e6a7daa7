import type { Tx } from '../client';

/** Seeds demo reviews (neighbours' finished orders and their reviews) (issue 4). */
export async function insertDemoReviews(_tx: Tx): Promise<void> {}
