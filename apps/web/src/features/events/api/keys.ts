/** Events are public: the same for everyone, so not under the user's keys. */
export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  detail: (eventIdx: number) => [...eventKeys.all, 'detail', eventIdx] as const,
};
