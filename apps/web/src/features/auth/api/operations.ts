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

/** Types of the auth feature, from the shared contract. */
export type AppleSignInConfig = z.infer<typeof appleSignInConfig>;
export type OutboxMessage = z.infer<typeof outboxMessage>;
export type { ResidentApartmentPayload, SendPhoneCodeResult, SignInResult, UserProfile };
export type ResidentApartment = NonNullable<ResidentApartmentPayload['apart']>;

/** The generated client: functions by operationId (getMe, sendPhoneCode, signInWithPhone, ...). */
export const authApi = api;
