import { create } from 'zustand';
import { miniAppBridge } from './telegram/mini-app-bridge';

export type ToastVariant = 'default' | 'success' | 'warning' | 'error' | 'info';

/** Where a toast belongs: the sign-in flows or the signed-in app shell (docs/product-rules.md#messages-and-toasts). */
export type ToastPlacement = 'auth' | 'app';

export const TOAST_PLACEMENTS = {
  auth: { vertical: 'bottom', horizontal: 'left', autoHideMs: 5000 },
  app: { vertical: 'bottom', horizontal: 'center', autoHideMs: 4000 },
} as const satisfies Record<ToastPlacement, { vertical: 'bottom'; horizontal: string; autoHideMs: number }>;

/** At most this many toasts of one placement are on screen; the rest wait their turn. */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_TRANSITION_MS = { enter: 225, exit: 195 } as const;

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  placement: ToastPlacement;
}

interface ToastState {
  /** Every toast not yet removed, oldest first: the first three of a placement are shown. */
  toasts: Toast[];
  show(toast: Omit<Toast, 'id'>): number;
  remove(id: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show(toast) {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { ...toast, id }] }));
    return id;
  },
  remove(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

/** The toasts of one placement that are on screen now. */
export function visibleToasts(toasts: readonly Toast[], placement: ToastPlacement): Toast[] {
  return toasts.filter((toast) => toast.placement === placement).slice(0, MAX_VISIBLE_TOASTS);
}

function showAs(variant: ToastVariant) {
  return (message: string, placement: ToastPlacement = 'app') => {
    // Inside the Telegram Mini App, a success or a failure is felt as well as seen.
    if (variant === 'success' || variant === 'error' || variant === 'warning')
      miniAppBridge()?.haptic(variant);
    return useToastStore.getState().show({ message, variant, placement });
  };
}

/** Shows a short message: `toast.success('Saved')`, `toast.error(text, 'auth')`. */
export const toast = {
  show: showAs('default'),
  success: showAs('success'),
  info: showAs('info'),
  warning: showAs('warning'),
  error: showAs('error'),
};
