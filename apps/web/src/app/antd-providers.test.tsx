import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, DatePicker, Form, Input, Select, Tabs } from 'antd';
import { stubSignedInBrowser } from '../lib/test-api';
import { AntdProviders } from './antd-providers';

beforeEach(() => stubSignedInBrowser());

describe('AntdProviders', () => {
  it("keeps antd's English icon names out of what a screen reader hears of its controls", () => {
    render(
      <AntdProviders>
        <Select aria-label="Proveedor" options={[{ value: 1, label: 'SACA' }]} />
        <Select aria-label="Categoría" loading options={[]} />
        <DatePicker aria-label="Fecha" />
        <DatePicker.RangePicker />
        <Tabs items={[{ key: 'a', label: 'Subway', children: 'x' }]} />
      </AntdProviders>,
    );
    // Icons antd draws on its own ('down', 'loading', 'calendar', 'swap-right') are hidden.
    expect(screen.queryAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([]);
    // The one that names a control, the tabs that do not fit, speaks Spanish (hidden until needed).
    const more = document.querySelector('.ant-tabs-nav-more [role="img"]');
    expect(more?.getAttribute('aria-label')).toBe('Más pestañas');
  });

  it('puts the cursor on the first mistake of a form sent with mistakes', async () => {
    render(
      <AntdProviders>
        <Form layout="vertical">
          <Form.Item label="Código" name="codigo">
            <Input />
          </Form.Item>
          <Form.Item label="Nombre" name="nombre" rules={[{ required: true, message: 'Falta' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="Correo" name="correo" rules={[{ required: true, message: 'Falta' }]}>
            <Input />
          </Form.Item>
          <Button htmlType="submit">Guardar</Button>
        </Form>
      </AntdProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nombre')));
  });
});
