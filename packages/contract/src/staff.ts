import { z } from 'zod';

/**
 * ipju staff (운영팀): sign-in with e-mail and password, then a bearer credential like partners. Staff
 * answer questions as 입주 매니저, follow up consultation requests and decide on reported posts.
 */
export const staffLoginBody = z.object({
  email: z
    .string({ error: '이메일을 입력해 주세요.' })
    .trim()
    .toLowerCase()
    .min(1, { error: '이메일을 입력해 주세요.' })
    .max(200)
    .pipe(z.email({ error: '이메일 형식이 올바르지 않아요. 예: staff@ipju.kr' })),
  password: z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, { error: '비밀번호를 입력해 주세요.' }).max(200),
});

export const staffProfile = z.object({
  staffIdx: z.number().int(),
  email: z.string(),
  name: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffProfile = z.infer<typeof staffProfile>;

export const staffLoginResult = z.object({
  accessToken: z.string().describe('Authorization: Bearer 로 보내는 운영팀 인증 토큰'),
  expiresAt: z.string().describe('토큰 만료 시각 (ISO 8601)'),
  staff: staffProfile,
});
export type StaffLoginResult = z.infer<typeof staffLoginResult>;

/** The name staff answers are shown under. */
export const STAFF_DISPLAY_NAME = '입주 매니저';
