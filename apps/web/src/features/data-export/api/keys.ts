/** Query keys of the data-export feature. */
export const dataExportKeys = {
  all: ['data-export'] as const,
  latest: () => ['data-export', 'latest'] as const,
};
