import { Profile } from '@garmin/fitsdk';

/** FIT epoch (1989-12-31T00:00:00Z) in unix seconds. */
export const FIT_EPOCH_S = 631_065_600;

type TypeTable = Record<string | number, string | number | undefined>;
const types = Profile.types as unknown as Record<string, TypeTable | undefined>;

/** Looks up a FIT enum value's name (e.g. sport 2 → 'cycling'); null when unknown or invalid. */
export function fitTypeName(type: string, value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number') return null;
  const name = types[type]?.[value];
  return typeof name === 'string' ? name : null;
}

/** camelCase SDK names → the FIT profile's snake_case spelling: 'indoorCycling' → 'indoor_cycling'. */
export function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Manufacturers whose `product` field uses the garmin_product table (FIT profile: product subfield). */
const GARMIN_PRODUCT_MANUFACTURERS = new Set([1, 13, 15]);

export function fitProductName(manufacturer: unknown, product: unknown, productName: unknown): string | null {
  if (typeof productName === 'string' && productName.trim() !== '') return productName.trim();
  if (typeof product !== 'number') return null;
  if (typeof manufacturer === 'number' && GARMIN_PRODUCT_MANUFACTURERS.has(manufacturer)) {
    const name = fitTypeName('garminProduct', product);
    if (name) return snakeCase(name);
  }
  return String(product);
}

export function fitDate(value: unknown): Date | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return new Date((value + FIT_EPOCH_S) * 1000);
}

export function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
