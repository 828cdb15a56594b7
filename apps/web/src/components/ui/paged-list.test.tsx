import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import { stubScreen } from '../../lib/test-api';
import { CardList, type ListViewProps } from './paged-list';

type Row = { id: number; name: string };

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Fila ${i + 1}` }));

type Options = Partial<ListViewProps> & {
  pageSizeOptions?: readonly number[];
  showSinglePage?: boolean;
};

function show(items: Row[] | undefined, total = items?.length ?? 0, options: Options = {}) {
  const onPageChange = vi.fn();
  const page = items && { items, total, totalIsCapped: false };
  render(
    <CardList
      page={page}
      currentPage={1}
      pageSize={10}
      isLoading={false}
      emptyText="No hay filas"
      onPageChange={onPageChange}
      label="Filas"
      className="filas"
      {...options}
    >
      {items?.map((row) => (
        <li key={row.id}>{row.name}</li>
      ))}
    </CardList>,
  );
  return onPageChange;
}

const spinner = () => document.querySelector('.ant-spin-spinning');
const pagination = () => document.querySelector('.card-list__pagination');

beforeEach(() => stubScreen('phone'));

describe('CardList', () => {
  it('spins while the first page loads, and says nothing of being empty', () => {
    show(undefined, 0, { isLoading: true });
    expect(spinner()).toBeTruthy();
    expect(screen.queryByText('No hay filas')).toBeNull();
  });

  it('says nothing when the list could not load: the page says what failed', () => {
    show(undefined);
    expect(spinner()).toBeNull();
    expect(screen.queryByText('No hay filas')).toBeNull();
  });

  it('shows its empty text for a page with no rows', () => {
    show([]);
    expect(screen.getByText('No hay filas')).toBeTruthy();
  });

  it('names the list and hides the pagination on a single page unless asked to keep it', () => {
    show(rows(3));
    expect(
      within(screen.getByRole('list', { name: 'Filas' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(pagination()).toBeNull();
    cleanup();
    show(rows(3), 3, { showSinglePage: true });
    expect(within(pagination() as HTMLElement).getByText('3 registros')).toBeTruthy();
  });

  it('turns the page, with its total honest about a capped count', () => {
    const onPageChange = show(rows(10), 1000, {
      page: { items: rows(10), total: 1000, totalIsCapped: true },
    });
    expect(screen.getByText(`Más de ${LIST_WINDOW.toLocaleString('es')} registros`)).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(onPageChange).toHaveBeenCalledWith(2, 10);
  });

  it('offers the page sizes once there is more than the smallest page', () => {
    show(rows(10), 11, { pageSizeOptions: [10, 25, 50] });
    expect(document.querySelector('.ant-pagination-options')).toBeTruthy();
    cleanup();
    show(rows(10), 10, { pageSizeOptions: [10, 25, 50] });
    expect(pagination()).toBeNull();
  });

  it('names its page links in Spanish and marks the page shown', () => {
    show(rows(10), 120, { currentPage: 2 });
    const links = pagination() as HTMLElement;
    const steps = within(links).getAllByRole('button');
    expect(steps.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Página anterior',
      'Página siguiente',
    ]);
    const current = links.querySelectorAll('[aria-current="page"]');
    expect([...current].map((a) => a.textContent)).toEqual(['2']);
    // The jump's icons ('double-right', 'ellipsis') are hidden; its list item's title names it.
    const jump = links.querySelector('.ant-pagination-jump-next');
    expect(jump?.getAttribute('title')).toBeTruthy();
    expect(jump?.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
