/** The move-in assistant's pages (SPEC section 2: /ai-recommend, /ai-recommend/list; the plan page is ours). */
export const APPLY_PATH = '/ai-recommend';
export const APPLICATIONS_PATH = '/ai-recommend/list';
export const planPath = (applicationIdx: number) => `/ai-recommend/${applicationIdx}`;

/** The chat thread 상담 요청 opens (the chat feature's page, /chat/:threadIdx). */
export const chatThreadPath = (threadIdx: number) => `/chat/${threadIdx}`;
