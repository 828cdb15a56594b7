import type { SchedulePage, ScheduleRow } from '@jarvis/contracts/schedules';
import { firstPage } from '../../../lib/test-api';

/** Shared set-up of the schedule screen's tests (the fake API and browser live in lib/test-api). */
export {
  locationShown,
  mockApi,
  renderRoute as renderPage,
  stubScreen,
  stubSignedInBrowser as stubBrowser,
  type ApiCall,
} from '../../../lib/test-api';

export function scheduleRow(overrides: Partial<ScheduleRow> = {}): ScheduleRow {
  return {
    proveedorID: 7,
    codigo: 'PSW0001',
    nombre: 'Distribuidora La Espiga, S.A. de C.V.',
    nombre_abrv: 'La Espiga',
    marca: 'Subway',
    estado: 1,
    dias: [1, 4],
    puedeEditar: true,
    ...overrides,
  };
}

export function schedulePage(
  items: ScheduleRow[],
  overrides: Partial<SchedulePage> = {},
): SchedulePage {
  return {
    ...firstPage(items, 20),
    marca: 'Subway',
    marcas: ['Subway', 'Humo', 'Viva Expresso'],
    ...overrides,
  };
}
