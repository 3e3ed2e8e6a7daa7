import { z } from 'zod';

/** The signed-in partner's company profile (GET /partner) and sign-in result. */
export const partnerProfile = z.object({
  partnerIdx: z.number().int(),
  companyName: z.string(),
  ceoName: z.string(),
  businessNumber: z.string(),
  businessType: z.string(),
  address: z.string(),
  phone: z.string(),
  intro: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  serviceAreas: z.array(z.string()),
  hours: z.record(z.string(), z.object({ open: z.string(), close: z.string() }).nullable()),
  establishedYear: z.number().int(),
  employees: z.number().int(),
  ratingAvg: z.number(),
  reviewCount: z.number().int(),
  completedCount: z.number().int(),
  isInspection: z.boolean().describe('사전점검 업체 (점검원 콘솔 사용)'),
  account: z.object({
    accountIdx: z.number().int(),
    email: z.string(),
    name: z.string(),
    lastLoginAt: z.string().nullable(),
  }),
});
export type PartnerProfile = z.infer<typeof partnerProfile>;

export const partnerLoginResult = z.object({
  accessToken: z.string().describe('Authorization: Bearer 로 보내는 파트너 인증 토큰'),
  expiresAt: z.string().describe('토큰 만료 시각 (ISO 8601)'),
  partner: partnerProfile,
});
export type PartnerLoginResult = z.infer<typeof partnerLoginResult>;
