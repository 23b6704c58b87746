import { z } from 'zod';

/**
 * A rider's copy of their data (GDPR Art. 15/20, LGPD Art. 18): `POST /api/me/exports` starts a ZIP built by a job,
 * `GET /api/me/exports/:id` follows it. `building` → `ready` (downloadable for {@link DATA_EXPORT_TTL_HOURS} hours,
 * in the app with the session or once through the emailed link) → `expired` (the archive deleted); `failed` when the
 * job gave up (the rider may ask again).
 */
export const DATA_EXPORT_STATUSES = ['building', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a ready archive (and its emailed single-use link) can be downloaded before it is deleted. */
export const DATA_EXPORT_TTL_HOURS = 48;

export const dataExportIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The emailed link's single-use token (43 base64url characters: 32 random bytes). */
export const dataExportTokenQuerySchema = z.object({
  token: z
    .string()
    .min(20)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const dataExportCreatedSchema = z.object({ id: z.string() });
export type DataExportCreated = z.infer<typeof dataExportCreatedSchema>;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** When a ready archive is deleted (null while building). */
  expiresAt: z.string().nullable(),
  /** Size of the ZIP in bytes once ready. */
  bytes: z.number().int().nullable(),
  /** `/api/me/exports/:id/download` while ready (needs the session), else null. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** `GET /api/me/exports`: the rider's newest export, so Settings shows it again after a reload. */
export const dataExportLatestSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportLatest = z.infer<typeof dataExportLatestSchema>;
