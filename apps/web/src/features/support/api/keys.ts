/** Query keys of the FAQ and notices: public reads, the same for everyone. */
export const supportKeys = {
  faqs: () => ['faq'] as const,
  notices: (page: number, limit: number) => ['notice', page, limit] as const,
};
