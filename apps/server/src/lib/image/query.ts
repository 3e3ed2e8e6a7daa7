import { DEFAULT_IMAGE_QUALITY, OPTIMIZER_WIDTHS } from '@ipju/contract';
import { z } from 'zod';

const widthMessage = `이미지 너비(w)는 ${OPTIMIZER_WIDTHS.join(', ')} 중 하나여야 해요.`;

/** Query of /_image: a local image address, one of the offered widths and a quality (1-100, default 75). */
export const imageQuery = z.object({
  url: z
    .string({ error: '이미지 주소(url)를 입력해 주세요.' })
    .min(1, { error: '이미지 주소(url)를 입력해 주세요.' })
    .max(500, { error: '이미지 주소(url)가 너무 길어요.' })
    .refine((u) => u.startsWith('/files/'), { error: '이미지 주소(url)는 이 서버의 /files/ 로 시작하는 경로여야 해요.' }),
  w: z.coerce
    .number({ error: widthMessage })
    .int({ error: widthMessage })
    .refine((w) => OPTIMIZER_WIDTHS.includes(w), { error: widthMessage }),
  q: z.coerce
    .number({ error: '이미지 품질(q)은 1에서 100 사이의 숫자여야 해요.' })
    .int({ error: '이미지 품질(q)은 1에서 100 사이의 숫자여야 해요.' })
    .min(1, { error: '이미지 품질(q)은 1에서 100 사이의 숫자여야 해요.' })
    .max(100, { error: '이미지 품질(q)은 1에서 100 사이의 숫자여야 해요.' })
    .default(DEFAULT_IMAGE_QUALITY),
});
export type ImageQuery = z.infer<typeof imageQuery>;
