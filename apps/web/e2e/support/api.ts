import { expect } from '@playwright/test';
import type { APIResponse } from '@playwright/test';

/** The `data` of an API response, after checking that the response is OK (its text is the failure message). */
export async function data<T>(response: APIResponse): Promise<T> {
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}
