/**
 * Units and the W/kg of spec §5/§9, without zod: the web's dashboard imports them from
 * `@domestique/contract/power-to-weight` so its first download doesn't carry the schema library.
 */

/** Spec §9: 1 lb = 0.453592 kg. */
export const KG_PER_LB = 0.453592;

/** Spec §5 derived value: FTP / weight in kg, one decimal; null (shown as N/A) when either is missing. */
export function powerToWeight(
  ftp: number | null | undefined,
  weight: number | null | undefined,
  unit: 'kg' | 'lb',
): number | null {
  if (!ftp || !weight || ftp <= 0 || weight <= 0) return null;
  const kg = unit === 'lb' ? weight * KG_PER_LB : weight;
  return Math.round((ftp / kg) * 10) / 10;
}
