import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestProviders } from '../../lib/test-api';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  it('searches the trimmed text, and its clear button, named in Spanish, empties the search', async () => {
    const onSearch = vi.fn();
    render(
      <TestProviders>
        <SearchInput onSearch={onSearch} delayMs={20} />
      </TestProviders>,
    );
    const box = screen.getByRole('textbox', { name: 'Buscar' });
    fireEvent.change(box, { target: { value: '  queso ' } });
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('queso'));

    // antd names it by its icon, 'close-circle', unless the icon says otherwise.
    fireEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect((box as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(''));
  });

  it('starts with the list’s search and follows it when it changes elsewhere, sending nothing', async () => {
    const onSearch = vi.fn();
    const box = (value: string) => (
      <TestProviders>
        <SearchInput value={value} onSearch={onSearch} delayMs={20} />
      </TestProviders>
    );
    const { rerender } = render(box('queso'));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Buscar' });
    expect(input.value).toBe('queso');

    // Back to the list before the search: the box empties, and does not search '' itself.
    rerender(box(''));
    expect(input.value).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps typing when the list echoes a search it already sent', async () => {
    const onSearch = vi.fn();
    const box = (value: string) => (
      <TestProviders>
        <SearchInput value={value} onSearch={onSearch} delayMs={20} />
      </TestProviders>
    );
    const { rerender } = render(box(''));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Buscar' });
    fireEvent.change(input, { target: { value: 'pan' } });
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('pan'));
    fireEvent.change(input, { target: { value: 'pan ' } });
    fireEvent.change(input, { target: { value: 'pan b' } });
    rerender(box('pan'));
    expect(input.value).toBe('pan b');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('pan b'));
  });
});
