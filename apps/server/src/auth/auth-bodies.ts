import { LANGUAGES, NAME_MAX_LENGTH } from '@domestique/contract';
import { z } from 'zod';

/**
 * Bodies the auth library takes without checking their values, checked by the Fastify route before the request
 * reaches it. `update-user` accepts any record (`z.record(z.string(), z.any())`) and writes it to the user row: a
 * null, a number (`1e999` parses as Infinity) or an object as the name failed in the database and answered 500.
 * Here the name must be text of at most NAME_MAX_LENGTH characters (like the profile's; empty, as at sign-up, is
 * allowed), and only the fields a rider may change are accepted.
 */
export const AUTH_BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/update-user': z.strictObject({
    name: z
      .string({ error: 'invalid_value' })
      .trim()
      .max(NAME_MAX_LENGTH, { error: 'name_too_long' })
      .optional(),
    image: z.string({ error: 'invalid_value' }).max(2048, { error: 'invalid_value' }).nullable().optional(),
    language: z.enum(LANGUAGES, { error: 'invalid_option' }).optional(),
    marketingConsent: z.boolean({ error: 'invalid_value' }).optional(),
  }),
};
