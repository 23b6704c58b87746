/**
 * Units and the W/kg of spec §5/§9, without zod: the web's dashboard imports them from
 * `@domestique/contract/power-to-weight` so its first download doesn't carry the schema library.
 */

import { weightKg } from '@domestique/science/body-weight';

export { KG_PER_LB } from '@domestique/science/body-weight';

/** Spec §5 derived value: FTP / weight in kg, one decimal; null (shown as N/A) when either is missing. */
export function powerToWeight(
  ftp: number | null | undefined,
  weight: number | null | undefined,
  unit: 'kg' | 'lb',
): number | null {
  if (!ftp || !weight || ftp <= 0 || weight <= 0) return null;
  return Math.round((ftp / weightKg(weight, unit)) * 10) / 10;
}
