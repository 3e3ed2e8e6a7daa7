import { z } from 'zod';

/**
 * Sign-in and account operations (/auths/*). Phone numbers are accepted as 010-1234-5678 or
 * 01012345678 and reach the server as digits only; responses show them formatted (010-1234-5678).
 */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^01[016789][-\s]?\d{3,4}[-\s]?\d{4}$/, { error: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.' })
  .transform((v) => v.replace(/\D/g, ''))
  .describe('휴대폰 번호, 010-1234-5678 또는 01012345678');

/** 01012345678 -> 010-1234-5678 (010-123-4567 for 10 digits). */
export function formatPhone(digits: string): string {
  return digits.length === 11
    ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
    : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const isoTime = z.string().describe('ISO 8601 시각');

export const sendPhoneCodeBody = z.object({ phone: phoneNumber });
export const sendPhoneCodeResult = z.object({
  expiresAt: isoTime.describe('인증번호 만료 시각 (5분 뒤)'),
  resendAvailableAt: isoTime.optional().describe('최근 1시간 동안 받을 수 있는 만큼 받았을 때: 다시 요청할 수 있는 시각'),
});
export type SendPhoneCodeResult = z.infer<typeof sendPhoneCodeResult>;

export const referralCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Za-z0-9]{4,12}$/, { error: '추천인 코드는 영문과 숫자 4~12자로 입력해 주세요.' });

export const signInWithPhoneBody = z.object({
  phone: phoneNumber,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: '인증번호 6자리 숫자를 입력해 주세요.' }),
  referralCode: referralCode.optional(),
});

export const agreements = z.object({
  terms: z.boolean(),
  privacy: z.boolean(),
  marketing: z.boolean(),
  /** The resident confirmed being 14 or older (정보통신망법: under 14 needs a guardian's consent). */
  ageOver14: z.boolean(),
  /** When terms and privacy were (last) agreed; null until agreed. */
  agreedAt: isoTime.nullable(),
  /** When the marketing choice (agree or refuse) was last made. */
  marketingAgreedAt: isoTime.nullable(),
});

/** The signed-in resident (GET /auths/me). The client fetches the apartment only when complexName is set. */
export const userProfile = z.object({
  residentIdx: z.number().int(),
  name: z.string().nullable(),
  phone: z.string().nullable().describe('010-1234-5678'),
  email: z.string().nullable(),
  complexName: z.string().nullable().describe('등록한 단지 이름'),
  apartmentIdx: z.number().int().nullable(),
  areaIdx: z.number().int().nullable(),
  pyeong: z.number().int().nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  agreements,
  referralCode: z.string(),
  signInMethods: z.array(z.enum(['phone', 'apple'])),
  createdAt: isoTime,
});
export type UserProfile = z.infer<typeof userProfile>;

export const signInResult = z.object({
  isNew: z.boolean().describe('이번에 가입한 계정인지'),
  needsAgreement: z.boolean().describe('필수 약관 동의가 필요한지 (/agree로 보내기)'),
  user: userProfile,
});
export type SignInResult = z.infer<typeof signInResult>;

export const agreementBody = z.object({
  ageOver14: z.literal(true, { error: '만 14세 이상인지 확인해 주세요. 필수 항목이에요.' }),
  terms: z.literal(true, { error: '이용약관에 동의해 주세요. 필수 항목이에요.' }),
  privacy: z.literal(true, { error: '개인정보 수집·이용에 동의해 주세요. 필수 항목이에요.' }),
  marketing: z.boolean({ error: '마케팅 정보 수신 동의 여부를 선택해 주세요.' }),
});

/** SPEC section 4: the client reads data.data. */
export const clientAppVersion = z.object({
  data: z.object({
    ios: z.string().describe('iOS 최소 앱 버전'),
    android: z.string().describe('Android 최소 앱 버전'),
  }),
});

export const appleSignInBody = z.object({
  idToken: z.string().trim().min(20, { error: 'Apple 인증 토큰이 없어요. Apple 로그인을 다시 시도해 주세요.' }).max(8000),
  code: z.string().max(2000).optional(),
  user: z
    .object({
      name: z
        .object({ firstName: z.string().trim().max(50).optional(), lastName: z.string().trim().max(50).optional() })
        .optional(),
      email: z.string().trim().max(200).optional(),
    })
    .optional()
    .describe('Apple이 처음 로그인할 때만 보내 주는 이름·이메일'),
  state: z.string().max(200).optional(),
});

export const appleSignInConfig = z.object({
  enabled: z.boolean(),
  clientId: z.string().nullable(),
  redirectUri: z.string().nullable(),
  scope: z.literal('name email'),
  /** A fresh nonce, also set as an HttpOnly cookie; pass it to Apple as `state`. */
  state: z.string(),
});

export const partnerLoginBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: '이메일을 입력해 주세요.' })
    .max(200)
    .pipe(z.email({ error: '이메일 형식이 올바르지 않아요. 예: partner@ipju.kr' })),
  password: z.string().min(1, { error: '비밀번호를 입력해 주세요.' }).max(200),
});

/** Demo mode only: GET /dev/outbox?to= lists the messages recorded for a recipient. */
export const devOutboxQuery = z.object({
  to: z.string().trim().min(1, { error: '수신 번호를 입력해 주세요.' }).max(200),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const outboxMessage = z.object({
  messageIdx: z.number().int(),
  channel: z.enum(['sms', 'alimtalk', 'push', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  status: z.enum(['recorded', 'sent', 'failed']),
  createdAt: z.string(),
});
