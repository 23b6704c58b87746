/**
 * Zone colours from easy to all-out, cool to hot: one palette for every zone chart (a ride's time in zones, a
 * workout's planned time in zones), so a zone has the same colour wherever the rider sees it. Index 0 is zone 1; a
 * model with fewer zones (heart rate) uses the first ones.
 */
export const ZONE_COLORS = [
  '#9aa4b2',
  '#4f9dde',
  '#4cb782',
  '#c8d62b',
  '#f2a541',
  '#ff6a3d',
  '#d6409f',
] as const;
