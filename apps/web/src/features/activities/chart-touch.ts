import type { uPlot } from '../../components/charts/uplot-chart.tsx';

/** A finger that moves less than this is a tap, not a drag, px. */
const TAP_SLOP_PX = 10;

/**
 * Touch on a uPlot chart, which listens to the mouse only: a horizontal swipe selects a time window and zooms to it
 * (as a mouse drag does), a tap puts the cursor there (the chart then reports the value under it). Vertical swipes
 * stay the page's: `touch-action: pan-y` hands them to the browser, which then cancels our pointer.
 * Returns the function that detaches the listeners.
 */
export function attachTouchZoom(
  chart: uPlot,
  onZoom: (range: { min: number; max: number }) => void,
): () => void {
  const over = chart.over;
  over.style.touchAction = 'pan-y';
  let start: { id: number; x: number; y: number } | null = null;
  let left = 0;
  let width = 0;

  const local = (event: PointerEvent) => {
    const rect = over.getBoundingClientRect();
    return { x: Math.min(Math.max(event.clientX - rect.left, 0), rect.width), y: event.clientY - rect.top };
  };
  const clear = () => {
    start = null;
    width = 0;
    chart.setSelect({ left: 0, width: 0, top: 0, height: 0 }, false);
  };

  const down = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || !event.isPrimary) return;
    const { x, y } = local(event);
    start = { id: event.pointerId, x, y };
    width = 0;
  };
  const move = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    const { x } = local(event);
    left = Math.min(x, start.x);
    width = Math.abs(x - start.x);
    if (width >= TAP_SLOP_PX) chart.setSelect({ left, width, top: 0, height: over.clientHeight }, false);
  };
  const up = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    const { x, y } = local(event);
    if (width >= TAP_SLOP_PX) {
      const min = chart.posToVal(left, 'x');
      const max = chart.posToVal(left + width, 'x');
      clear();
      if (max > min) onZoom({ min, max });
      return;
    }
    clear();
    chart.setCursor({ left: x, top: y });
  };

  over.addEventListener('pointerdown', down);
  over.addEventListener('pointermove', move);
  over.addEventListener('pointerup', up);
  over.addEventListener('pointercancel', clear);
  return () => {
    over.removeEventListener('pointerdown', down);
    over.removeEventListener('pointermove', move);
    over.removeEventListener('pointerup', up);
    over.removeEventListener('pointercancel', clear);
  };
}
