import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { locationShown, renderRoute, stubSignedInBrowser } from './test-api';
import { useDialogGuard, useGuardedForm, type DialogGuard } from './use-dialog-guard';
import { useLeaveGuard } from './use-leave-guard';

function NoteForm({ guard }: { guard: DialogGuard }) {
  const [form] = Form.useForm();
  useGuardedForm(guard, form);
  return (
    <Form form={form}>
      <Form.Item label="Texto" name="texto">
        <Input />
      </Form.Item>
    </Form>
  );
}

/**
 * A screen with its own unsaved field and a dialog with a form, as the catalogue's screens are.
 * `keepsForm`: the closed dialog's form stays mounted, as it does during the closing animation.
 */
function Screen({ keepsForm = false }: { keepsForm?: boolean }) {
  const [title, setTitle] = useState('');
  const [isOpen, setOpen] = useState(false);
  useLeaveGuard({ when: title !== '', content: 'El título escrito se perderá.' });
  const guard = useDialogGuard(() => setOpen(false), 'La nota escrita se perderá.', isOpen);
  return (
    <>
      <label>
        Título
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <Button onClick={() => setOpen(true)}>Nueva nota</Button>
      <Modal
        title="Nota"
        open={isOpen}
        onCancel={guard.cancel}
        footer={null}
        destroyOnHidden={!keepsForm}
      >
        <NoteForm guard={guard} />
        {/* A save closes the dialog itself, without asking. */}
        <Button onClick={() => setOpen(false)}>Guardar</Button>
      </Modal>
    </>
  );
}

const PATH = '/Pantalla';

/** The question asked before leaving: an antd confirm, found by its title (above another modal). */
async function question() {
  const title = await screen.findByText('¿Salir sin guardar?', {
    selector: '.ant-modal-confirm-title',
  });
  return title.closest('.ant-modal') as HTMLElement;
}

/**
 * Opens the note's dialog and writes in it once it has opened: it takes the focus at the end of its
 * opening animation, as a person's typing comes after it. Written sooner (a slow machine can end the
 * animation late), the dialog's late focus lands after the question's and takes it.
 */
async function openNote() {
  fireEvent.click(screen.getByRole('button', { name: 'Nueva nota' }));
  const text = await screen.findByLabelText('Texto');
  const dialog = text.closest('.ant-modal') as HTMLElement;
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  fireEvent.change(text, { target: { value: 'Llamar al técnico' } });
}

// Leaving is the router's navigation, as the browser's back, a menu entry or a link start it.
const renderScreen = () => renderRoute(<Screen />, PATH);

describe('LeaveGuards: one router blocker for a screen and its dialogs', () => {
  beforeEach(stubSignedInBrowser);

  it("asks before the browser's back leaves a dialog's unsaved work, and stays on 'Seguir aquí'", async () => {
    const { router } = renderScreen();
    await openNote();
    await act(() => router.navigate('/Otra'));
    const asked = await question();
    expect(asked.textContent).toContain('La nota escrita se perderá.');
    // Enter keeps the work.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Seguir aquí'));
    fireEvent.click(within(asked).getByRole('button', { name: 'Seguir aquí' }));
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByLabelText<HTMLInputElement>('Texto').value).toBe('Llamar al técnico');
  });

  it("leaves on 'Salir sin guardar'", async () => {
    const { router } = renderScreen();
    await openNote();
    await act(() => router.navigate('/Otra'));
    fireEvent.click(within(await question()).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await locationShown()).toBe('/Otra');
  });

  it("asks with the screen's own words when only the screen holds unsaved work", async () => {
    const { router } = renderScreen();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Horno' } });
    await act(() => router.navigate('/Otra'));
    expect((await question()).textContent).toContain('El título escrito se perderá.');
  });

  it("asks before a dialog closes with unsaved work, the focus on 'Seguir aquí'", async () => {
    renderScreen();
    await openNote();
    // The dialog's X.
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    const title = await screen.findByText('¿Cerrar sin guardar?', {
      selector: '.ant-modal-confirm-title',
    });
    expect(title.closest('.ant-modal')?.textContent).toContain('La nota escrita se perderá.');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Seguir aquí'));
  });

  it('leaves at once after a save, while the closing dialog still shows its form', async () => {
    const { router } = renderRoute(<Screen keepsForm />, PATH);
    await openNote();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await act(() => router.navigate('/Otra'));
    expect(await locationShown()).toBe('/Otra');
    expect(screen.queryByText('¿Salir sin guardar?')).toBeNull();
  });

  it('leaves at once when neither the screen nor an open dialog holds unsaved work', async () => {
    const { router } = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva nota' }));
    await screen.findByLabelText('Texto');
    await act(() => router.navigate('/Otra'));
    expect(await locationShown()).toBe('/Otra');
    expect(screen.queryByText('¿Salir sin guardar?')).toBeNull();
  });
});
