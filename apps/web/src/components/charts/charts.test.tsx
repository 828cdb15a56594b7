import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { stubScreen } from '../../lib/test-api';
import { LazyPie } from './charts';

// jsdom has no canvas: the library is a stand-in that shows it arrived and keeps what it was given.
const library = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release: () => release(), drawn: [] as Record<string, unknown>[] };
});
vi.mock('@ant-design/plots', async () => {
  await library.released;
  return {
    Pie: (config: Record<string, unknown>) => {
      library.drawn.push(config);
      return <canvas data-testid="chart-canvas" />;
    },
  };
});

afterEach(() => {
  library.drawn.length = 0;
});

describe('lazy charts', () => {
  it('keeps the chart’s place and name while the library downloads, then draws it to fit', async () => {
    stubScreen('desktop');
    const data = [{ tipo: 'Faltante', valor: 3 }];
    render(
      <LazyPie
        ariaLabel="Diferencias por tipo: 3 faltantes"
        height={180}
        data={data}
        angleField="valor"
        colorField="tipo"
      />,
    );
    const chart = screen.getByLabelText('Diferencias por tipo: 3 faltantes');
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.style.height).toBe('180px');
    expect(chart.querySelector('.ant-skeleton')).not.toBeNull();

    library.release();
    expect(await screen.findByTestId('chart-canvas')).toBeTruthy();
    expect(chart.querySelector('.ant-skeleton')).toBeNull();
    expect(library.drawn.at(-1)).toEqual({
      data,
      angleField: 'valor',
      colorField: 'tipo',
      height: 180,
      autoFit: true,
    });
  });

  it('draws without animation for whoever asked their system for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    library.release();
    render(<LazyPie ariaLabel="Sin movimiento" height={120} data={[]} angleField="valor" />);
    await waitFor(() => expect(library.drawn.at(-1)).toMatchObject({ animate: false }));
  });
});
