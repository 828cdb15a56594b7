import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { FormActions } from './form-actions';

function show(props: Partial<Parameters<typeof FormActions>[0]> = {}) {
  const onCancel = vi.fn();
  const onFinish = vi.fn();
  render(
    <Form onFinish={onFinish}>
      <FormActions onCancel={onCancel} saving={false} {...props} />
    </Form>,
  );
  return { onCancel, onFinish };
}

describe('form actions', () => {
  it("cancels with 'Cancelar' and submits the form with 'Guardar'", async () => {
    const { onCancel, onFinish } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });

  it('says what the form does, shows it is sending, and offers no submit while nothing can be sent', () => {
    show({ submitText: 'Registrando...', saving: true, cancelDisabled: true });
    const submit = screen.getByRole('button', { name: /Registrando\.\.\./ });
    expect(submit.className).toContain('ant-btn-loading');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelar' }).disabled).toBe(true);
    cleanup();

    show({ submitText: undefined });
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    cleanup();
    show({ submitText: null });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelar']);
  });
});
