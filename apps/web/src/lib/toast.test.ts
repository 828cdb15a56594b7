import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from './toast';

// The module keeps its state (the host, the waiting toasts): each test gets a fresh copy.
let toastModule: typeof Toast;
beforeEach(async () => {
  vi.resetModules();
  toastModule = await import('./toast');
});

const fakeHost = () => ({ success: vi.fn(), error: vi.fn() });

describe('toasts', () => {
  it('asks for the host with the first toast and shows what waited once it registers', () => {
    const { toast, setToastApi, isToastWanted, subscribeToToastDemand } = toastModule;
    const onDemand = vi.fn();
    subscribeToToastDemand(onDemand);
    expect(isToastWanted()).toBe(false);

    toast.success('Sesión cerrada');
    toast.error('Ocurrio un error', 5);
    expect(isToastWanted()).toBe(true);
    expect(onDemand).toHaveBeenCalledTimes(1);

    const host = fakeHost();
    setToastApi(host);
    expect(host.success).toHaveBeenCalledWith('Sesión cerrada', 1);
    expect(host.error).toHaveBeenCalledWith('Ocurrio un error', 5);
  });

  it('shows a toast at once when the host is there, and only once', () => {
    const { toast, setToastApi } = toastModule;
    const host = fakeHost();
    setToastApi(host);
    toast.success('Guardado');
    setToastApi(host);
    expect(host.success).toHaveBeenCalledTimes(1);
  });
});
