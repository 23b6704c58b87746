/** Query keys of the access-tokens feature. */
export const accessTokenKeys = {
  all: ['access-tokens'] as const,
  list: () => ['access-tokens', 'list'] as const,
};
