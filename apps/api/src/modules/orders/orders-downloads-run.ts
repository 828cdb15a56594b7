import Decimal from 'decimal.js';

/**
 * A supplier's delivery run (issue #53 point 5) as both files print it: every article with the
 * total to load, then each branch with what to unload there. The consolidated totals are the sums
 * of the branches' quantities, computed here once, so the two parts of a file always agree.
 */

export type RunArticle = {
  articuloId: string;
  /** The code the branch knows it by: its ficticio code where it has one. */
  codigo: string;
  nombre: string;
  unidad: string;
};

export type RunBranch = {
  sucursalId: number;
  nombre: string;
  bodega: string;
  direccion: string | null;
  telefono: string | null;
  pedidoIds: number[];
  lineas: (RunArticle & { cantidad: string })[];
  /** Σ of the branch's quantities: the packages unloaded there. */
  total: string;
};

export type ConsolidatedArticle = RunArticle & {
  total: string;
  /** The quantity of each branch (by sucursalId) that ordered it. */
  porSucursal: Map<number, string>;
};

export type DeliveryRun = {
  empresa: string;
  /** 'dd/mm/aaaa hh:mm', business time. */
  generadoEn: string;
  proveedor: { nombre: string; codigo: string };
  /** YYYY-MM-DD */
  fecha: string;
  estado: string;
  /** 'Todas las sucursales', or the one chosen. */
  alcance: string;
  pedidos: number;
  /** Σ of every quantity, the whole load. */
  total: string;
  articulos: ConsolidatedArticle[];
  sucursales: RunBranch[];
};

type Fact = { nombre: string; unidad: string; articuloIdFicticio: string | null };
type Branch = { nombre: string; bodega: string; direccion: string | null; telefono: string | null };

export type RunInput = Omit<DeliveryRun, 'articulos' | 'sucursales' | 'pedidos' | 'total'> & {
  orders: { sucursalId: number; pedidoIds: number[] }[];
  quantities: { sucursalId: number; articuloId: string; cantidad: string }[];
  facts: Map<string, Fact>;
  branches: Map<number, Branch>;
};

/** Natural order ('Pan 2' before 'Pan 10'), as a person looks an article up on paper. */
const collator = new Intl.Collator('es', { numeric: true });
const byName = (a: RunArticle, b: RunArticle) =>
  collator.compare(a.nombre, b.nombre) || collator.compare(a.codigo, b.codigo);

/** '12.5000' → '12.5': what a person reads, and what a spreadsheet takes as a number. */
const plain = (d: Decimal) => d.toString();

export function deliveryRun(input: RunInput): DeliveryRun {
  const { orders, quantities, facts, branches, ...header } = input;
  const articleOf = (articuloId: string): RunArticle => {
    const fact = facts.get(articuloId);
    return {
      articuloId,
      codigo: fact?.articuloIdFicticio || articuloId,
      nombre: fact?.nombre ?? articuloId,
      unidad: fact?.unidad ?? '',
    };
  };

  const consolidated = new Map<string, { article: RunArticle; per: Map<number, Decimal> }>();
  const perBranch = new Map<number, { article: RunArticle; cantidad: Decimal }[]>();
  for (const q of quantities) {
    const article = articleOf(q.articuloId);
    const cantidad = new Decimal(q.cantidad);
    const entry = consolidated.get(q.articuloId) ?? { article, per: new Map() };
    entry.per.set(q.sucursalId, cantidad);
    consolidated.set(q.articuloId, entry);
    const lines = perBranch.get(q.sucursalId) ?? [];
    lines.push({ article, cantidad });
    perBranch.set(q.sucursalId, lines);
  }

  const sucursales = orders
    .map((o): RunBranch => {
      const branch = branches.get(o.sucursalId);
      const lines = (perBranch.get(o.sucursalId) ?? []).sort((a, b) =>
        byName(a.article, b.article),
      );
      return {
        sucursalId: o.sucursalId,
        nombre: branch?.nombre ?? '—',
        bodega: branch?.bodega ?? '—',
        direccion: branch?.direccion ?? null,
        telefono: branch?.telefono ?? null,
        pedidoIds: o.pedidoIds,
        lineas: lines.map((l) => ({ ...l.article, cantidad: plain(l.cantidad) })),
        total: plain(Decimal.sum(0, ...lines.map((l) => l.cantidad))),
      };
    })
    .sort((a, b) => collator.compare(a.bodega, b.bodega) || a.sucursalId - b.sucursalId);

  const articulos = [...consolidated.values()]
    .map(({ article, per }) => ({
      ...article,
      total: plain(Decimal.sum(0, ...per.values())),
      porSucursal: new Map([...per].map(([id, cantidad]) => [id, plain(cantidad)])),
    }))
    .sort(byName);

  return {
    ...header,
    pedidos: orders.reduce((n, o) => n + o.pedidoIds.length, 0),
    total: plain(Decimal.sum(0, ...quantities.map((q) => q.cantidad))),
    articulos,
    sucursales,
  };
}
