// Toasts. Sonner downloads with the first one rather than with every page (9 KB of the dashboard's first load); its
// Toaster is lazy too (app.tsx), and no toast can be raised before the person has done something.
import type { ExternalToast } from 'sonner';

const loadSonner = () => import('sonner');

export const toast = {
  success(message: string, options?: ExternalToast): void {
    void loadSonner().then((sonner) => sonner.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast): void {
    void loadSonner().then((sonner) => sonner.toast.error(message, options));
  },
};
