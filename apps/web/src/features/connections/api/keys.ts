/** Query keys of the connections feature (one list: every provider with the rider's connection to it). */
export const connectionKeys = {
  all: ['connections'] as const,
};
