import { api } from '@ipju/api-client';
import type {
  appleSignInConfig,
  outboxMessage,
  ResidentApartmentPayload,
  SendPhoneCodeResult,
  SignInResult,
  UserProfile,
} from '@ipju/contract';
import type { z } from 'zod';

/**
 * The auth operations this feature calls, typed from the contract. The generated client exposes
 * them on `api` by operationId; this view pins the shapes the feature relies on.
 */
export interface Envelope<D> {
  status: 'success';
  data: D;
}

export type AppleSignInConfig = z.infer<typeof appleSignInConfig>;
export type OutboxMessage = z.infer<typeof outboxMessage>;
export type { ResidentApartmentPayload, SendPhoneCodeResult, SignInResult, UserProfile };
export type ResidentApartment = NonNullable<ResidentApartmentPayload['apart']>;

export interface AuthOperations {
  getMe(params?: Record<string, never>): Promise<Envelope<UserProfile>>;
  sendPhoneCode(params: { body: { phone: string } }): Promise<Envelope<SendPhoneCodeResult>>;
  signInWithPhone(params: {
    body: { phone: string; code: string; referralCode?: string };
  }): Promise<Envelope<SignInResult>>;
  updateAgreement(params: { body: { terms: true; privacy: true; marketing: boolean } }): Promise<Envelope<unknown>>;
  logout(params?: Record<string, never>): Promise<Envelope<unknown>>;
  getAppleSignInConfig(params?: Record<string, never>): Promise<Envelope<AppleSignInConfig>>;
  getResidentApartment(params?: Record<string, never>): Promise<Envelope<ResidentApartmentPayload>>;
  listDevOutbox(params: { to: string; limit?: number }): Promise<Envelope<OutboxMessage[] | { messages: OutboxMessage[] }>>;
}

export const authApi = api as unknown as AuthOperations;
