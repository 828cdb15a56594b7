import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { pageQuery } from '@jarvis/contracts/common';
import { useBackTarget, useListState, useReturnState, type ListState } from './list-state';

/** A list's query as contracts write them: a page, an enum with a default, an id, a search. */
const Schema = pageQuery(10).extend({
  estado: z.enum(['todos', 'activos', 'inactivos']).default('todos'),
  categoriaId: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().positive())
    .optional(),
  buscar: z.string().trim().max(100).optional(),
});
type Values = z.output<typeof Schema>;

let state: ListState<Values>;

function Probe() {
  state = useListState(Schema);
  return <p data-testid="values">{JSON.stringify(state.values)}</p>;
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/lista', element: <Probe /> },
      { path: '*', element: <p>otra</p> },
    ],
    { initialEntries: ['/antes', path], initialIndex: 1 },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, where, unmount };
}

const shown = (): Partial<Values> =>
  JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Partial<Values>;

describe('useListState', () => {
  it('reads the list from the address with the contract’s schema, its defaults where absent', () => {
    const { unmount } = open('/lista?estado=activos&categoriaId=7&buscar=queso&page=3');
    expect(shown()).toEqual({
      page: 3,
      size: 10,
      estado: 'activos',
      categoriaId: 7,
      buscar: 'queso',
    });
    unmount();

    open('/lista');
    expect(state.values).toEqual({ page: 1, size: 10, estado: 'todos' });
  });

  it('replaces each value the list cannot take by its default, keeping the others', () => {
    open('/lista?estado=borrados&categoriaId=0x5A&page=-2&buscar=pan');
    expect(state.values).toEqual({ page: 1, size: 10, estado: 'todos', buscar: 'pan' });
  });

  it('writes a filter into the address as a step Back undoes, back on page 1, defaults left out', async () => {
    const { router, where } = open('/lista?page=4&otro=x');
    act(() => state.refine({ estado: 'inactivos', categoriaId: 3 }));
    expect(where()).toBe('/lista?otro=x&estado=inactivos&categoriaId=3');
    expect(state.values.page).toBe(1);

    act(() => state.refine({ estado: 'todos' }));
    expect(where()).toBe('/lista?otro=x&categoriaId=3');

    await act(() => router.navigate(-1));
    expect(where()).toBe('/lista?otro=x&estado=inactivos&categoriaId=3');
    expect(state.values.estado).toBe('inactivos');
  });

  it('writes a search over the current entry: a pause in typing is no step Back', async () => {
    const { router, where } = open('/lista?estado=activos&page=2');
    act(() => state.refine({ buscar: 'que' }, { replace: true }));
    act(() => state.refine({ buscar: 'queso' }, { replace: true }));
    expect(where()).toBe('/lista?estado=activos&buscar=queso');

    await act(() => router.navigate(-1));
    expect(where()).toBe('/antes');
  });

  it('turns the page as a step of its own, keeping the filters; another size starts at page 1', async () => {
    const { router, where } = open('/lista?buscar=pan');
    act(() => state.turnPage(2));
    expect(where()).toBe('/lista?buscar=pan&page=2');
    act(() => state.turnPage(2, 50));
    expect(where()).toBe('/lista?buscar=pan&size=50');

    await act(() => router.navigate(-1));
    expect(state.values).toMatchObject({ page: 2, size: 10, buscar: 'pan' });
  });

  it('drops a value the list cannot take when it writes the address', () => {
    const { where } = open('/lista?estado=borrados&page=2');
    act(() => state.turnPage(3));
    expect(where()).toBe('/lista?page=3');
  });
});

describe('useBackTarget', () => {
  function Detail({ to }: { to: string }) {
    return <p data-testid="back">{useBackTarget(to)}</p>;
  }
  function List() {
    return <p data-testid="state">{JSON.stringify(useReturnState())}</p>;
  }

  function openDetail(to: string, from?: unknown) {
    const router = createMemoryRouter(
      [
        { path: '/lista', element: <List /> },
        { path: '/detalle', element: <Detail to={to} /> },
      ],
      { initialEntries: [{ pathname: '/detalle', state: from }] },
    );
    const { unmount } = render(<RouterProvider router={router} />);
    const back = screen.getByTestId('back').textContent;
    unmount();
    return back;
  }

  it('hands the list as it is to the screen it opens', () => {
    const router = createMemoryRouter([{ path: '/lista', element: <List /> }], {
      initialEntries: ['/lista?estado=activos&page=2'],
    });
    render(<RouterProvider router={router} />);
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      volverA: '/lista?estado=activos&page=2',
    });
  });

  it('goes back to the list as it was left when the detail was opened from it', () => {
    expect(
      openDetail('/Tickets/mis-tickets', { volverA: '/tickets/mis-tickets?estado=Completado' }),
    ).toBe('/tickets/mis-tickets?estado=Completado');
  });

  it('keeps the fixed target when opened from elsewhere, or from nowhere', () => {
    expect(openDetail('/Tickets/mis-tickets', { volverA: '/Tickets/colaboradores?page=2' })).toBe(
      '/Tickets/mis-tickets',
    );
    expect(
      openDetail('/Tickets/mis-tickets', { volverA: 'https://otro.example/Tickets/mis-tickets' }),
    ).toBe('/Tickets/mis-tickets');
    expect(openDetail('/Tickets/mis-tickets')).toBe('/Tickets/mis-tickets');
  });
});
