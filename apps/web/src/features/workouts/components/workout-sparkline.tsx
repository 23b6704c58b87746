/** The workout's shape at a glance (list cards): % FTP over time as a filled line, no axes. Decorative. */
export function WorkoutSparkline({ shape }: { shape: readonly (readonly [number, number, number])[] }) {
  const total = shape.reduce((sum, [d]) => sum + d, 0);
  if (total <= 0) return null;
  const top = Math.max(120, ...shape.map(([, from, to]) => Math.max(from, to)));
  const points: string[] = [];
  let at = 0;
  for (const [d, from, to] of shape) {
    const x0 = (at / total) * 100;
    at += d;
    const x1 = (at / total) * 100;
    points.push(`${x0.toFixed(2)},${(30 - (from / top) * 28).toFixed(2)}`);
    points.push(`${x1.toFixed(2)},${(30 - (to / top) * 28).toFixed(2)}`);
  }
  const line = points.join(' ');
  return (
    <svg viewBox="0 0 100 30" preserveAspectRatio="none" className="h-10 w-full" aria-hidden="true">
      <polygon points={`0,30 ${line} 100,30`} className="fill-lime/45" />
      <polyline points={line} fill="none" className="stroke-lime-deep dark:stroke-lime" strokeWidth="1" />
      {/* 100 % FTP */}
      <line
        x1="0"
        x2="100"
        y1={30 - (100 / top) * 28}
        y2={30 - (100 / top) * 28}
        className="stroke-line"
        strokeWidth="0.5"
        strokeDasharray="2 2"
      />
    </svg>
  );
}
