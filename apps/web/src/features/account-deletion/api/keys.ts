/** Query keys of account deletion (one factory, no array literals elsewhere). */
export const deletionKeys = {
  state: () => ['deletion'] as const,
  cancelByLink: (token: string) => ['deletion', 'cancel', token] as const,
};
