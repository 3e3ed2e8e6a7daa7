/** Query keys of the payment link page (public: no user's data, so not under the signed-in user's keys). */
export const linkPayKeys = {
  all: ['link-pay'] as const,
  view: (token: string) => [...linkPayKeys.all, token] as const,
};
