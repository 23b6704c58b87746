/** Query keys of the newsletter feature. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  confirm: (token: string) => ['newsletter', 'confirm', token] as const,
};
