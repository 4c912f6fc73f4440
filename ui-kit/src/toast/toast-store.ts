import { useSyncExternalStore, type ReactNode } from 'react';
import { SHELL } from '@edna/shared-contracts/site';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  /** Visible button text. */
  label: string;
  /** How a screen-reader user performs the action another way (Radix requires it). */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself. Default 5000. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastState {
  toasts: readonly ToastItem[];
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: Partial<ToastOptions>) => void;
}

let state: ToastState = { toasts: [] };
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: ToastState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function clearRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    removalTimers.delete(id);
  }
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setState({ toasts: state.toasts.filter((t) => t.id !== id) });
    }, SHELL.toastRemoveDelayMs),
  );
}

function updateToast(id: string, options: Partial<ToastOptions>): void {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<ToastOptions>;
  setState({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...defined } : t)) });
}

/** Closes one toast, or all when no id is given. It stays in the store, closed, until the removal delay has passed. */
export function dismissToast(id?: string): void {
  const targets = state.toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (targets.length === 0) return;
  targets.forEach((t) => scheduleRemoval(t.id));
  setState({
    toasts: state.toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)),
  });
}

/** Shows a toast. Only SHELL.toastLimit (1) toast exists at a time: a new one replaces the previous. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = {
    id,
    title: options.title,
    description: options.description,
    action: options.action,
    variant: options.variant ?? 'default',
    duration: options.duration ?? SHELL.toastDurationMs,
    open: true,
  };
  const kept = [item, ...state.toasts].slice(0, SHELL.toastLimit);
  state.toasts.filter((t) => !kept.includes(t)).forEach((t) => clearRemoval(t.id));
  setState({ toasts: kept });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => updateToast(id, next),
  };
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Empties the store and cancels pending removals (tests, logout). */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  setState({ toasts: [] });
}

/** The current toasts plus the store's actions, re-rendering on every change. */
export function useToasts(): ToastState & { toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
