type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;
const load = () => {
  sonner ??= import('sonner');
  return sonner;
};

/**
 * sonner's `toast`, loaded with the first toast rather than with every page that may raise one (it is 9 KB gzip; the
 * <Toaster> that shows them is mounted lazily too: components/app-toaster.tsx).
 */
export const toast = {
  success(message: string) {
    void load().then((module) => module.toast.success(message));
  },
  error(message: string) {
    void load().then((module) => module.toast.error(message));
  },
};
