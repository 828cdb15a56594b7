import { describe, expect, it } from 'vitest';
import { NewUserSchema, USERS_MESSAGES as M, UserBranchSchema } from './users';

describe('UserBranchSchema (Cambio de Sucursal)', () => {
  it('takes a branch with a brand, with null (Ninguna) or without one', () => {
    expect(UserBranchSchema.parse({ sucursalID: 1, marcaID: 2 })).toEqual({
      sucursalID: 1,
      marcaID: 2,
    });
    expect(UserBranchSchema.parse({ sucursalID: 1, marcaID: null })).toEqual({
      sucursalID: 1,
      marcaID: null,
    });
    expect(UserBranchSchema.parse({ sucursalID: 3 })).toEqual({ sucursalID: 3 });
  });

  it('asks for the branch and refuses a brand that is not an id', () => {
    const noBranch = UserBranchSchema.safeParse({ marcaID: 2 });
    expect(noBranch.error?.issues[0]).toMatchObject({
      path: ['sucursalID'],
      message: M.branchRequired,
    });
    expect(UserBranchSchema.safeParse({ sucursalID: 1, marcaID: 0 }).success).toBe(false);
    expect(UserBranchSchema.safeParse({ sucursalID: 1, marcaID: 'Subway' }).success).toBe(false);
  });
});

describe('NewUserSchema: Marca de compras', () => {
  const user = {
    nombre: 'Irene',
    apellido: 'Molina',
    correo: 'irene.molina@grupo-restaurantes.com',
    posicionID: 4,
  };

  it('is optional, and an id when given', () => {
    expect(NewUserSchema.parse(user).marcaID).toBeUndefined();
    expect(NewUserSchema.parse({ ...user, marcaID: 2 }).marcaID).toBe(2);
    expect(NewUserSchema.safeParse({ ...user, marcaID: -1 }).success).toBe(false);
  });
});
