import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EINVOICE_TEXTS, EXTERNAL_FORM_TEXTS } from '@jarvis/contracts/extras';
import { apiError, mockApi, renderRoute, stubSignedInBrowser } from '../../lib/test-api';
import { ElectronicInvoicingPage } from './electronic-invoicing-page';
import { ClaimsPage, RequestsPage, RequisitionsPage } from './external-form-pages';

const FORM = 'https://reclamos.example.com/formulario?embed=1';

beforeEach(() => stubSignedInBrowser());

describe('/FacElectronica', () => {
  it('says electronic invoicing is not available yet and what it will be for', () => {
    renderRoute(
      <ElectronicInvoicingPage route={{ nombre: 'Facturación Electrónica' }} />,
      '/FacElectronica',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Facturación Electrónica' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: EINVOICE_TEXTS.title })).toBeTruthy();
    expect(screen.getByText(EINVOICE_TEXTS.purpose)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver al inicio/ })).toBeTruthy();
  });
});

describe('the pages of external forms', () => {
  it('shows the configured claims form in a titled frame, its address nowhere in the text', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/extras/formularios/reclamos' ? { body: { url: FORM } } : undefined,
    );
    const { container } = renderRoute(<ClaimsPage route={{ nombre: 'Reclamos' }} />, '/Reclamos');
    const frame = await screen.findByTitle(EXTERNAL_FORM_TEXTS.reclamos.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(FORM);
    expect(frame.className).toBe('extras-frame');
    expect(screen.getByRole('heading', { level: 1, name: 'Reclamos' })).toBeTruthy();
    expect(container.textContent).not.toContain('example.com');
    expect(screen.queryByText(EXTERNAL_FORM_TEXTS.reclamos.missing)).toBeNull();
    expect(calls.map((c) => c.url.pathname)).toContain('/api/extras/formularios/reclamos');
  });

  it('says plainly that a form is not configured, and shows no frame', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/extras/formularios/requisiciones'
        ? { body: { url: null } }
        : undefined,
    );
    const { container } = renderRoute(
      <RequisitionsPage route={{ nombre: 'Requisiciones' }} />,
      '/Requisiciones',
    );
    expect(await screen.findByText(EXTERNAL_FORM_TEXTS.requisiciones.missing)).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('asks for the Solicitudes form’s own address and titles its frame by it', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/extras/formularios/solicitudes'
        ? { body: { url: 'https://forms.example.org/solicitudes' } }
        : undefined,
    );
    renderRoute(<RequestsPage route={{ nombre: 'Solicitudes' }} />, '/Solicitudes');
    const frame = await screen.findByTitle('Formulario de solicitudes');
    expect(frame.getAttribute('src')).toBe('https://forms.example.org/solicitudes');
  });

  it('says when the address could not be read, and reads it again on request', async () => {
    let isDown = true;
    const calls = mockApi(({ url }) => {
      if (url.pathname !== '/api/extras/formularios/reclamos') return undefined;
      return isDown
        ? apiError(500, 'INTERNAL', 'Ocurrió un error inesperado.')
        : { body: { url: FORM } };
    });
    renderRoute(<ClaimsPage route={{ nombre: 'Reclamos' }} />, '/Reclamos');
    expect(await screen.findByText('No se pudo cargar el formulario')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Volver a cargar' }));
    expect(await screen.findByTitle('Formulario de reclamos')).toBeTruthy();
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
  });
});
