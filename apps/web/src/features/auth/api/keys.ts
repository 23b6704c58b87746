/** Query keys of the auth feature. */
export const authKeys = {
  session: () => ['session'] as const,
  config: () => ['config'] as const,
};
