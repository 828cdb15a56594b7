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
});
