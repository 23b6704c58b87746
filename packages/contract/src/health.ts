import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  version: z.string(),
  uptimeS: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/config`: public, non-secret facts the web needs (which sign-in methods the server offers). */
export const clientConfigSchema = z.object({ googleEnabled: z.boolean() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
