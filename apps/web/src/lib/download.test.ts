import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, filenameFrom } from './download';
import { saveSession } from './session';

function serve(response: Response) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let click: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  saveSession({ id: 1, authToken: 'tok' });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:archivo'), revokeObjectURL: vi.fn() });
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

const savedAs = () => (click.mock.contexts[0] as HTMLAnchorElement).download;

describe('downloadFile', () => {
  it('sends the session token and saves the file under the name the server gives', async () => {
    const fetchMock = serve(
      new Response('a;b', {
        headers: { 'content-disposition': 'attachment; filename="reporte-2026.csv"' },
      }),
    );
    await downloadFile('/api/x', 'respaldo.csv');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/x');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(savedAs()).toBe('reporte-2026.csv');
  });

  it('prefers the UTF-8 name and falls back to its own when the server gives none', async () => {
    expect(filenameFrom(`attachment; filename="a.csv"; filename*=UTF-8''Dise%C3%B1o.csv`)).toBe(
      'Diseño.csv',
    );
    expect(filenameFrom('attachment; filename=plano.xlsx')).toBe('plano.xlsx');
    expect(filenameFrom('attachment')).toBeUndefined();
    expect(filenameFrom(null)).toBeUndefined();

    serve(new Response('x'));
    await downloadFile('/api/x', 'respaldo.csv');
    expect(savedAs()).toBe('respaldo.csv');
  });

  it("throws the API's error with its Spanish message and saves nothing", async () => {
    serve(
      new Response(
        JSON.stringify({
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Revise los datos',
          fields: { hasta: 'La fecha inicial no puede ser posterior a la final' },
        }),
        { status: 400 },
      ),
    );
    await expect(downloadFile('/api/x', 'respaldo.csv')).rejects.toMatchObject({
      status: 400,
      message: 'Revise los datos',
      fields: { hasta: 'La fecha inicial no puede ser posterior a la final' },
    });
    expect(click).not.toHaveBeenCalled();
  });
});
