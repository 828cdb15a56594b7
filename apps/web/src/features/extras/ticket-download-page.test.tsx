import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { TICKET_DOWNLOAD_MESSAGES as M } from '@jarvis/contracts/extras';
import { mockApi, renderRoute, stubSignedInBrowser, type ApiCall } from '../../lib/test-api';
import { TicketDownloadPage } from './ticket-download-page';

let calls: ApiCall[];

beforeEach(() => {
  stubSignedInBrowser();
  // The business zone is the browser's own, so the calendar's today is the business today.
  const utcOffsetMinutes = -new Date().getTimezoneOffset();
  calls = mockApi(({ url }) =>
    url.pathname === '/api/config'
      ? { body: { businessTz: 'America/Lima', utcOffsetMinutes, version: '2.0' } }
      : undefined,
  );
});

const open = () =>
  renderRoute(<TicketDownloadPage route={{ nombre: 'Descarga de Tickets' }} />, '/Tickets-Peru');

const card = (title: string) => screen.getByRole('region', { name: title });
const type = (within_: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
const download = (within_: HTMLElement) =>
  fireEvent.click(within(within_).getByRole('button', { name: /Descargar/ }));

async function pickToday(where: HTMLElement) {
  fireEvent.mouseDown(within(where).getByLabelText('Fecha'));
  fireEvent.click(within(where).getByLabelText('Fecha'));
  const cell = await waitFor(() => {
    const found = document.querySelector(`td[title="${dayjs().format('YYYY-MM-DD')}"]`);
    if (!found) throw new Error('calendar not open');
    return found;
  });
  fireEvent.click(cell);
}

describe('/Tickets-Peru/', () => {
  it('shows the three cards with the spec’s fields', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Descarga de Tickets' })).toBeTruthy();
    const labels = (title: string) =>
      [...card(title).querySelectorAll('label')].map((label) => label.textContent);
    expect(labels('Ticket Perú')).toEqual(['Serie', 'Correlativo']);
    expect(labels('Notas')).toEqual(['Fecha', 'Serie', 'Correlativo']);
    expect(labels('Ticket Cero')).toEqual([
      'Fecha',
      'Modo de Pago',
      'Sucursal',
      'Serie',
      'Correlativo',
    ]);
    for (const title of ['Ticket Perú', 'Notas', 'Ticket Cero'])
      expect(within(card(title)).getByRole('button', { name: /Descargar/ })).toBeTruthy();
  });

  it('asks for every field of the card pressed, and only that card', async () => {
    open();
    download(card('Ticket Cero'));
    await waitFor(() =>
      expect(within(card('Ticket Cero')).getAllByText(M.required)).toHaveLength(5),
    );
    expect(within(card('Ticket Perú')).queryByText(M.required)).toBeNull();
    expect(within(card('Ticket Cero')).queryByText(M.notConfiguredTitle)).toBeNull();
  });

  it('refuses a serie outside the Peruvian format and a correlativo that is not up to 8 digits', async () => {
    open();
    const ticket = card('Ticket Perú');
    type(ticket, 'Serie', 'F01');
    type(ticket, 'Correlativo', '12a4');
    expect(await within(ticket).findByText(M.serie)).toBeTruthy();
    expect(await within(ticket).findByText(M.correlativo)).toBeTruthy();
    type(ticket, 'Serie', '1001');
    type(ticket, 'Correlativo', '0000');
    expect(await within(ticket).findByText(M.correlativoZero)).toBeTruthy();
    expect(within(ticket).getByText(M.serie)).toBeTruthy();
  });

  it('writes the serie in capitals and takes letters after the first (the notes’ FC01)', async () => {
    open();
    const notes = card('Notas');
    type(notes, 'Serie', 'fc01');
    expect(within(notes).getByLabelText<HTMLInputElement>('Serie').value).toBe('FC01');
    await waitFor(() => expect(within(notes).queryByText(M.serie)).toBeNull());
  });

  it('offers no day after today in Fecha', async () => {
    open();
    const notes = card('Notas');
    fireEvent.mouseDown(within(notes).getByLabelText('Fecha'));
    fireEvent.click(within(notes).getByLabelText('Fecha'));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const cell = await waitFor(() => {
      const found = document.querySelector(`td[title="${tomorrow}"]`);
      if (!found) throw new Error('calendar not open');
      return found;
    });
    expect(cell.className).toContain('ant-picker-cell-disabled');
  });

  it('says in the card that downloading is not configured once the fields are valid, and fetches nothing', async () => {
    open();
    const ticket = card('Ticket Perú');
    type(ticket, 'Serie', 'B001');
    type(ticket, 'Correlativo', '00012345');
    download(ticket);
    const notice = await within(ticket).findByRole('alert');
    expect(notice.textContent).toContain(M.notConfiguredTitle);
    expect(notice.textContent).toContain(M.notConfigured);
    expect(calls.every((c) => c.url.pathname === '/api/config')).toBe(true);
    // The other cards say nothing; a change in the card takes the notice away.
    expect(within(card('Notas')).queryByRole('alert')).toBeNull();
    type(ticket, 'Correlativo', '12346');
    await waitFor(() => expect(within(ticket).queryByRole('alert')).toBeNull());
  });

  it('answers the same for a complete Ticket Cero', async () => {
    open();
    const zero = card('Ticket Cero');
    await pickToday(zero);
    fireEvent.mouseDown(within(zero).getByRole('combobox', { name: 'Modo de Pago' }));
    fireEvent.click(await screen.findByTitle('Yape/Plin'));
    type(zero, 'Sucursal', 'Miraflores');
    type(zero, 'Serie', 'B002');
    type(zero, 'Correlativo', '7');
    download(zero);
    expect(await within(zero).findByText(M.notConfigured)).toBeTruthy();
    expect(within(zero).queryByText(M.required)).toBeNull();
  });
});
