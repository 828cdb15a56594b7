import { TOAST_SECONDS } from '@jarvis/contracts/shell';

type ToastApi = {
  success: (content: string, duration?: number) => unknown;
  error: (content: string, duration?: number) => unknown;
};

// The antd message API only exists inside the themed <App>; the app registers it once mounted so
// code outside React (query caches, the api client) can still raise toasts.
let api: ToastApi | null = null;

export function setToastApi(next: ToastApi | null): void {
  api = next;
}

export const toast = {
  success(text: string, seconds: number = TOAST_SECONDS.default) {
    api?.success(text, seconds);
  },
  error(text: string, seconds: number = TOAST_SECONDS.default) {
    api?.error(text, seconds);
  },
};
