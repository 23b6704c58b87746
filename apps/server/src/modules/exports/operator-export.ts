import { copyFile } from 'node:fs/promises';
import type { Language } from '@domestique/contract';
import type { ExportService } from './export-service.ts';

/**
 * The operator's export for a rider who asked by email (issue #20): the same export a rider starts in Settings — the
 * same job builds the same archive, and the rider gets the same e-mail with its single-use link — then, once ready,
 * a copy written to `out` for the operator to send by a channel of their choice. Throws when it fails or takes longer
 * than `timeoutMs`.
 */
export async function exportForOperator(
  exports: ExportService,
  userId: string,
  language: Language,
  out: string,
  timeoutMs = 10 * 60_000,
): Promise<{ id: string; bytes: number }> {
  const { id } = await exports.request(userId, language);
  const end = Date.now() + timeoutMs;
  for (;;) {
    const status = await exports.status(userId, id);
    if (status.status === 'ready') break;
    if (status.status !== 'building') throw new Error(`export ${id} ended ${status.status}`);
    if (Date.now() > end) throw new Error(`export ${id} still building after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const archive = await exports.openForUser(userId, id);
  await copyFile(archive.file, out);
  return { id, bytes: archive.bytes };
}
