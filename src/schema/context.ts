// What every resolver receives: the database, the authenticated actor, per-request loaders.
import DataLoader from "dataloader";
import type { PrismaClient, User } from "../generated/prisma/client";
import type { Actor } from "../domain/auth/context";

export interface Loaders {
  /** Users of the caller's account by id; batches the lookups of one request into one query. */
  userById: DataLoader<string, User | null>;
}

export interface GraphQLContext {
  db: PrismaClient;
  actor: Actor;
  loaders: Loaders;
}

export function createLoaders(db: PrismaClient, actor: Actor): Loaders {
  return {
    userById: new DataLoader(async (ids) => {
      const users = await db.user.findMany({ where: { accountId: actor.accountId, id: { in: [...ids] } } });
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export function createContext(db: PrismaClient, actor: Actor): GraphQLContext {
  return { db, actor, loaders: createLoaders(db, actor) };
}
