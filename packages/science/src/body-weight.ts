/**
 * Body weight as riders give it (kg or lb, spec §9) and the span a human body lies in. Here rather than in the
 * contract because the coach's first FTP guess needs it too, and the contract already depends on science.
 */

/** Spec §9: 1 lb = 0.453592 kg. */
export const KG_PER_LB = 0.453592;

/**
 * Body weight a rider can have, per unit: 25–300 kg (a 14-year-old climber to the heaviest riders on record) and
 * the same span in pounds, rounded to 55–660 lb (24.9–299.4 kg). A typo (700 kg, 1,000 lb) or a unit mix-up gets a
 * field message instead of a W/kg and a first FTP estimate built on it.
 */
export const WEIGHT_BOUNDS = { kg: { min: 25, max: 300 }, lb: { min: 55, max: 660 } } as const;

/** The weight in kg (anything but `lb` is taken as kg). */
export function weightKg(weight: number, unit: string): number {
  return unit === 'lb' ? weight * KG_PER_LB : weight;
}

/** True for a number within {@link WEIGHT_BOUNDS} of its unit (kg when the unit is not a known one). */
export function isHumanWeight(weight: unknown, unit: unknown): weight is number {
  if (typeof weight !== 'number' || !(weight > 0)) return false;
  const bounds = unit === 'lb' ? WEIGHT_BOUNDS.lb : WEIGHT_BOUNDS.kg;
  return weight >= bounds.min && weight <= bounds.max;
}
