import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@jarvis/contracts/auth';
import { mockApi, renderRoute, stubSignedInBrowser } from '../../lib/test-api';
import { clearSession } from '../../lib/session';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegistrationPage } from './registration-page';

/** The spec's English texts of these pages, and words only English uses. */
const ENGLISH =
  /symbols|Wrong email|Password and Confirm|must accept|is required|is not valid|\b(the|please|field)\b/i;

beforeEach(() => {
  stubSignedInBrowser();
  clearSession();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('registration page', () => {
  it('asks no password, and what IT needs to place the person', () => {
    renderRoute(<RegistrationPage />, '/auth/registration');
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(0);
    expect(screen.queryByLabelText(/contraseña/i)).toBeNull();
    expect(screen.getByLabelText('Comentario (opcional)').getAttribute('placeholder')).toBe(
      'Sucursal y puesto',
    );
  });

  it('says every mistake in Spanish', async () => {
    renderRoute(<RegistrationPage />, '/auth/registration');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(AUTH_MESSAGES.acceptTerms)).toBeTruthy();
    expect(screen.getAllByText(AUTH_MESSAGES.required)).toHaveLength(3);
    type('Nombre completo', 'Al');
    type('Correo electrónico', 'no-es-correo');
    expect(await screen.findByText(AUTH_MESSAGES.min3)).toBeTruthy();
    expect(await screen.findByText(AUTH_MESSAGES.wrongEmail)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(ENGLISH);
    // The browser's own bubble for an e-mail field speaks the browser's language: ours speak.
    expect(document.querySelector('form')?.noValidate).toBe(true);
  });

  it('sends the request without a password and says IT has it', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/auth/register'
        ? { status: 202, body: { successful: AUTH_MESSAGES.registrationReceived } }
        : undefined,
    );
    renderRoute(<RegistrationPage />, '/auth/registration');
    type('Nombre completo', 'Mario Peñate');
    type('Correo electrónico', 'mario.penate@grupo-restaurantes.com');
    type('Usuario que desea', 'mario.penate');
    type('Comentario (opcional)', 'Subway Multiplaza, cajero');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Solicitud enviada')).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.registrationReceived)).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      fullname: 'Mario Peñate',
      email: 'mario.penate@grupo-restaurantes.com',
      username: 'mario.penate',
      comentario: 'Subway Multiplaza, cajero',
      acceptTerms: true,
    });
  });
});

describe('forgot-password page', () => {
  it('says a short or malformed address in Spanish', async () => {
    renderRoute(<ForgotPasswordPage />, '/auth/forgot-password');
    type('Correo electrónico', 'ab');
    expect(await screen.findByText(AUTH_MESSAGES.min3)).toBeTruthy();
    type('Correo electrónico', 'xyz');
    expect(await screen.findByText(AUTH_MESSAGES.wrongEmail)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(ENGLISH);
    expect(document.querySelector('form')?.noValidate).toBe(true);
  });
});
