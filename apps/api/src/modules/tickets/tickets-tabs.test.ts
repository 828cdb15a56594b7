import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';

/** 'Tickets Colaboradores': the brand tabs' counts, kept by triggers (migrations 0014 and 0016). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { headers, newTicket, move } = ticketRequests(() => t);

describe('the collaborators’ brand tabs (migration 0014)', () => {
  const tabs = async (alcance: 'pendientes' | 'todas') =>
    Object.fromEntries(
      (
        await t.app.inject({
          url: `/api/tickets/colaboradores?alcance=${alcance}&marca=Subway`,
          headers: await headers('mantenimiento'),
        })
      )
        .json<{ marcas: { marca: string; total: number }[] }>()
        .marcas.map((m) => [m.marca, m.total]),
    );
  /** Mantenimiento's tickets per brand, counted from the tickets, bounded as the list bounds them. */
  async function counted(pending: boolean, marcas: string[]) {
    const rows = await t.database.query<{ marca: string; n: string }>(
      `SELECT p.marca, count(*) AS n FROM peticiones p JOIN departamentos d USING (departamento_id)
        WHERE d.nombre = 'Mantenimiento'
          AND (NOT $1 OR p.estado IN ('Abierto', 'En Curso', 'En Espera'))
        GROUP BY p.marca`,
      [pending],
    );
    const byBrand = new Map(rows.map((r) => [r.marca, Number(r.n)]));
    return Object.fromEntries(marcas.map((m) => [m, Math.min(byBrand.get(m) ?? 0, LIST_WINDOW)]));
  }
  async function expectTabsExact() {
    const pending = await tabs('pendientes');
    const marcas = Object.keys(pending);
    expect(marcas).toEqual(['Humo', 'Subway', 'Viva Expresso']);
    expect(pending).toEqual(await counted(true, marcas));
    expect(await tabs('todas')).toEqual(await counted(false, marcas));
    // The kept counts are the tickets' own, department by brand by state.
    const [drift] = await t.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM peticiones_conteos c
        FULL JOIN (SELECT departamento_id, marca, estado, count(*)::int AS total FROM peticiones
                   GROUP BY 1, 2, 3) r USING (departamento_id, marca, estado)
        WHERE coalesce(c.total, 0) <> coalesce(r.total, 0)`,
    );
    expect(Number(drift!.n)).toBe(0);
  }

  it('follow every ticket raised, moved, closed or changed behind the API', async () => {
    await expectTabsExact();
    const ticket = await newTicket('restaurante', 'Mantenimiento');
    await expectTabsExact();
    expect(
      (await move('mantenimiento', ticket.peticionID, 'En Espera', 'Repuesto')).statusCode,
    ).toBe(200);
    await expectTabsExact();
    expect((await move('mantenimiento', ticket.peticionID, 'Completado')).statusCode).toBe(200);
    await expectTabsExact();
    // Whatever writes the tickets, the triggers keep the counts in the same transaction.
    await t.database.query(
      `UPDATE peticiones SET marca = 'Humo', estado = 'Abierto' WHERE peticion_id = $1`,
      [ticket.peticionID],
    );
    await expectTabsExact();
    await t.database.query(
      `UPDATE peticiones SET departamento_id = (SELECT departamento_id FROM departamentos
        WHERE nombre = 'Compras') WHERE peticion_id = $1`,
      [ticket.peticionID],
    );
    await expectTabsExact();
  });

  it('follow statements that write many tickets at once (migration 0016)', async () => {
    // Copies of some tickets, inserted by one statement, under new codes.
    const columns = (
      await t.database.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
          WHERE table_name = 'peticiones' AND column_name NOT IN ('peticion_id', 'mascara')
            AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      )
    ).map((c) => `"${c.name}"`);
    await t.database.exec(
      `INSERT INTO peticiones (mascara, ${columns.join(', ')})
        SELECT 'COPIA-' || peticion_id, ${columns.join(', ')} FROM peticiones
        ORDER BY peticion_id LIMIT 12`,
    );
    await expectTabsExact();
    // One statement moving tickets both ways between two states and two brands.
    await t.database.exec(
      `UPDATE peticiones SET
          estado = CASE WHEN estado = 'Abierto' THEN 'Completado' ELSE 'Abierto' END,
          marca = CASE WHEN peticion_id % 2 = 0 THEN 'Subway' ELSE 'Humo' END
        WHERE mascara LIKE 'COPIA-%'`,
    );
    await expectTabsExact();
    // A statement that changes none of the three moves no count.
    await t.database.exec(`UPDATE peticiones SET estado = estado WHERE mascara LIKE 'COPIA-%'`);
    await expectTabsExact();
    await t.database.exec(`DELETE FROM peticiones WHERE mascara LIKE 'COPIA-%'`);
    await expectTabsExact();
  });
});
