import { TOAST_SECONDS } from '@jarvis/contracts/shell';

type ToastApi = {
  success: (content: string, duration?: number) => unknown;
  error: (content: string, duration?: number) => unknown;
  /** Neither success nor failure (something already done); a host without it shows a success. */
  info?: (content: string, duration?: number) => unknown;
};
type Show = (api: ToastApi) => unknown;

// The antd message API only exists once its host is mounted; the app registers it so code outside
// React (query caches, the api client) can still raise toasts. The host loads antd, so the app
// mounts it only when the first toast is raised: toasts raised before it registers wait here.
let api: ToastApi | null = null;
const waiting: Show[] = [];
let isWanted = false;
const listeners = new Set<() => void>();

export function setToastApi(next: ToastApi | null): void {
  api = next;
  if (next) waiting.splice(0).forEach((show) => show(next));
}

/** True once a toast has been raised: from then on the app keeps the toast host mounted. */
export function isToastWanted(): boolean {
  return isWanted;
}

export function subscribeToToastDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function raise(show: Show): void {
  if (api) return void show(api);
  waiting.push(show);
  if (isWanted) return;
  isWanted = true;
  listeners.forEach((listener) => listener());
}

export const toast = {
  success(text: string, seconds: number = TOAST_SECONDS.default) {
    raise((to) => to.success(text, seconds));
  },
  error(text: string, seconds: number = TOAST_SECONDS.default) {
    raise((to) => to.error(text, seconds));
  },
  info(text: string, seconds: number = TOAST_SECONDS.default) {
    raise((to) => (to.info ?? to.success)(text, seconds));
  },
};
