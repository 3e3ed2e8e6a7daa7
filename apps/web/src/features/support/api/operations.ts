import { api } from '@ipju/api-client';
import type { FaqGroup, NoticePage } from '@ipju/contract';

/**
 * The operations this feature calls, typed from the contract (the generated client exposes them on
 * `api` by operationId; this view pins the shapes the feature relies on).
 */
interface Envelope<D> {
  status: 'success';
  data: D;
}

export interface SupportOperations {
  listFaqs(params: { category?: string }): Promise<Envelope<FaqGroup[]>>;
  listNotices(params: { page?: number; limit?: number }): Promise<Envelope<NoticePage>>;
}

export const supportApi: SupportOperations = api;
