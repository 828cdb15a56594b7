import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SchedulePage } from '@jarvis/contracts/schedules';
import { toast } from '../../../lib/toast';
import { SchedulesPage } from './schedules-page';
import {
  mockApi,
  locationShown,
  renderPage,
  schedulePage,
  scheduleRow,
  stubBrowser,
  stubScreen,
  type ApiCall,
} from './schedules-test-support';

const PATH = '/Proveedor/Nuevo-horario';
const espiga = scheduleRow();
const humo = scheduleRow({
  proveedorID: 9,
  codigo: 'PHU0002',
  nombre: 'Carnes Selectas',
  marca: 'Humo',
  dias: [2],
  puedeEditar: false,
});

function serve(page: SchedulePage) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/catalogo/horarios') return { body: page };
    if (method === 'PUT' && url.pathname === '/api/catalogo/horarios/7')
      return { body: { successful: 'Horario guardado' } };
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/catalogo/horarios');

const show = (path = PATH) =>
  renderPage(<SchedulesPage route={{ nombre: 'Horario de Proveedores' }} />, path, PATH);

const daysOf = async (nombre: string) =>
  within(await screen.findByRole('group', { name: `Días de ${nombre}` }));

const pressed = (group: ReturnType<typeof within>) =>
  group
    .getAllByRole('button')
    .filter((chip: HTMLElement) => chip.getAttribute('aria-pressed') === 'true')
    .map((chip: HTMLElement) => chip.textContent);

beforeEach(() => stubBrowser());

describe('supplier schedules', () => {
  it("shows each supplier's seven days, changeable only on the user's brand", async () => {
    serve(schedulePage([espiga, humo]));
    show();
    const days = await daysOf(espiga.nombre);
    expect(days.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    expect(pressed(days)).toEqual(['lunes', 'jueves']);
    expect(screen.queryByRole('group', { name: 'Días de Carnes Selectas' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Días de Carnes Selectas: martes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Guardar/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Subway', selected: true })).toBeTruthy();
  });

  it('saves the days chosen and reloads the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(schedulePage([espiga]));
    show();
    const days = await daysOf(espiga.nombre);
    fireEvent.click(days.getByRole('button', { name: 'miércoles' }));
    fireEvent.click(days.getByRole('button', { name: 'lunes' }));
    expect(pressed(days)).toEqual(['miércoles', 'jueves']);
    const before = listCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: `Guardar horario de ${espiga.nombre}` }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Horario guardado'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ dias: [3, 4] });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Guardar/ })).toBeNull());
  });

  it('asks for at least one day and does not save none', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve(schedulePage([espiga]));
    show();
    const days = await daysOf(espiga.nombre);
    fireEvent.click(days.getByRole('button', { name: 'lunes' }));
    fireEvent.click(days.getByRole('button', { name: 'jueves' }));
    expect(screen.getByRole('alert').textContent).toBe('Seleccione al menos un día');
    fireEvent.click(screen.getByRole('button', { name: `Guardar horario de ${espiga.nombre}` }));
    expect(error).toHaveBeenCalledWith('Seleccione al menos un día');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('undoes the changes of a row, and a chip toggled back leaves nothing to save', async () => {
    serve(schedulePage([espiga]));
    show();
    const days = await daysOf(espiga.nombre);
    fireEvent.click(days.getByRole('button', { name: 'viernes' }));
    fireEvent.click(screen.getByRole('button', { name: `Deshacer cambios de ${espiga.nombre}` }));
    expect(pressed(days)).toEqual(['lunes', 'jueves']);
    fireEvent.click(days.getByRole('button', { name: 'martes' }));
    fireEvent.click(days.getByRole('button', { name: 'martes' }));
    expect(screen.queryByRole('button', { name: /^Guardar/ })).toBeNull();
  });

  it('asks before leaving with days unsaved, and keeps them when the user stays', async () => {
    serve(schedulePage([espiga]));
    const { router } = show();
    const days = await daysOf(espiga.nombre);
    const leaving = () => new Event('beforeunload', { cancelable: true });
    fireEvent.click(days.getByRole('button', { name: 'viernes' }));

    // Closing the tab gets the browser's question; another screen gets ours, and staying keeps the days.
    const unload = leaving();
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    void router.navigate('/Proveedor/lista');
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(dialog.textContent).toContain('Hay 1 proveedor con días cambiados sin guardar');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir aquí' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pressed(await daysOf(espiga.nombre))).toEqual(['lunes', 'jueves', 'viernes']);

    // An expired session leaves at once: nothing could be saved on it.
    void router.navigate('/error/error-v1');
    expect(await locationShown()).toBe('/error/error-v1');
  });

  it('leaves without asking when nothing is unsaved, or when the user says so', async () => {
    serve(schedulePage([espiga]));
    const { router } = show();
    await daysOf(espiga.nombre);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    fireEvent.click((await daysOf(espiga.nombre)).getByRole('button', { name: 'martes' }));
    void router.navigate('/Proveedor/lista');
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await locationShown()).toBe('/Proveedor/lista');
  });

  it('tells who reads another brand that they cannot change it', async () => {
    serve(schedulePage([humo], { marca: 'Humo' }));
    show();
    expect(
      await screen.findByText('Solo puede cambiar los horarios de los proveedores de su marca'),
    ).toBeTruthy();
  });

  it('asks the server for another brand and a search', async () => {
    const calls = serve(schedulePage([espiga]));
    show();
    await daysOf(espiga.nombre);
    fireEvent.click(screen.getByRole('tab', { name: 'Viva Expresso' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url.searchParams.get('marca')).toBe('Viva Expresso'),
    );
    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: 'espiga' } });
    await waitFor(() => {
      const params = listCalls(calls).at(-1)?.url.searchParams;
      expect(params?.get('buscar')).toBe('espiga');
      expect(params?.get('page')).toBe('1');
      expect(params?.get('size')).toBe('20');
    });
  });

  it('keeps the brand, search and page in the address, and opens on the ones it names', async () => {
    const calls = serve(schedulePage([espiga]));
    const { router } = show(`${PATH}?marca=Humo&buscar=espiga&page=2`);
    await daysOf(espiga.nombre);
    const params = listCalls(calls)[0]?.url.searchParams;
    expect(params?.get('marca')).toBe('Humo');
    expect(params?.get('buscar')).toBe('espiga');
    expect(params?.get('page')).toBe('2');
    expect(screen.getByPlaceholderText<HTMLInputElement>('Buscar').value).toBe('espiga');

    fireEvent.click(screen.getByRole('tab', { name: 'Viva Expresso' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?marca=Viva+Expresso&buscar=espiga'),
    );
  });

  it('shortens the day names on a phone', async () => {
    stubScreen('phone');
    serve(schedulePage([espiga]));
    show();
    const days = await daysOf(espiga.nombre);
    // Named by what it shows (WCAG 2.5.3, label in name); the full name describes it.
    expect(days.getByRole('button', { name: 'mié', description: 'miércoles' })).toBeTruthy();
    expect(days.queryByRole('button', { name: 'miércoles' })).toBeNull();
  });
});
