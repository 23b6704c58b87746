type Kind = 'success' | 'error';
type Pending = { kind: Kind; message: string };
type Sonner = typeof import('sonner');

let sonner: Sonner | null = null;
const pending: Pending[] = [];
const listeners = new Set<() => void>();

/**
 * Toasts without loading sonner (9 KB gzip) on every page: the first toast asks <AppToaster> to mount sonner's
 * <Toaster>, and is shown once it is mounted (sonner drops toasts raised before its Toaster subscribes).
 * One at a time, the newest wins: a rider fixing a form field by field would otherwise stack three messages deep
 * over the header, the oldest (already fixed) on top.
 */
export const toast = {
  success(message: string) {
    show({ kind: 'success', message });
  },
  error(message: string) {
    show({ kind: 'error', message });
  },
};

function show(item: Pending) {
  if (sonner) {
    sonner.toast.dismiss();
    sonner.toast[item.kind](item.message);
    return;
  }
  pending.splice(0, pending.length, item);
  for (const listener of listeners) listener();
}

/** <AppToaster> listens: true once a toast is waiting for the Toaster. */
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

/** Called once sonner's <Toaster> has mounted: shows what was waiting, and later toasts go straight through. */
export function toasterReady(module: Sonner) {
  sonner = module;
  for (const item of pending.splice(0)) {
    module.toast.dismiss();
    module.toast[item.kind](item.message);
  }
}
