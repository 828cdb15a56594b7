import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CategoryChips } from './category-chips';
import { articlePage, renderWithApp, stubBrowser } from './articles-test-support';

const { categorias } = articlePage([]);

/** jsdom lays nothing out: the strip is given a width that does not hold its chips. */
function stubOverflow(scrollLeft: { value: number }) {
  const scrollBy = vi.fn();
  Object.defineProperties(HTMLElement.prototype, {
    scrollWidth: { configurable: true, get: () => 900 },
    clientWidth: { configurable: true, get: () => 300 },
    scrollLeft: { configurable: true, get: () => scrollLeft.value },
    scrollBy: { configurable: true, value: scrollBy },
  });
  return scrollBy;
}

beforeEach(() => stubBrowser());

afterEach(() => {
  for (const name of ['scrollWidth', 'clientWidth', 'scrollLeft', 'scrollBy'])
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
});

describe('category chips', () => {
  it('shows every category with its icon and count, and Todas first', () => {
    const onChange = vi.fn();
    renderWithApp(
      <CategoryChips categorias={categorias} totalTodas={10} value={2} onChange={onChange} />,
    );
    const chips = screen.getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Todas10', 'Panadería7', 'Lácteos3']);
    expect(chips[2]?.getAttribute('aria-pressed')).toBe('true');
    expect(chips[1]?.querySelector('.anticon-shop')).toBeTruthy();
    expect(chips[2]?.querySelector('.anticon-gold')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Panadería/ }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: /Todas/ }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('scrolls the row 200 px each way when it does not fit', () => {
    const scrollLeft = { value: 0 };
    const scrollBy = stubOverflow(scrollLeft);
    renderWithApp(
      <CategoryChips
        categorias={categorias}
        totalTodas={10}
        value={undefined}
        onChange={vi.fn()}
      />,
    );
    const back = screen.getByRole('button', { name: 'Ver categorías anteriores' });
    const more = screen.getByRole('button', { name: 'Ver más categorías' });
    expect(back).toHaveProperty('disabled', true);

    fireEvent.click(more);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' });

    scrollLeft.value = 200;
    fireEvent.scroll(screen.getByRole('group', { name: 'Categorías' }));
    expect(back).toHaveProperty('disabled', false);
    fireEvent.click(back);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -200, behavior: 'smooth' });

    scrollLeft.value = 600;
    fireEvent.scroll(screen.getByRole('group', { name: 'Categorías' }));
    expect(more).toHaveProperty('disabled', true);
  });

  it('shows no arrows when every chip fits', () => {
    renderWithApp(
      <CategoryChips
        categorias={categorias}
        totalTodas={10}
        value={undefined}
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Ver más categorías' })).toBeNull();
  });
});
