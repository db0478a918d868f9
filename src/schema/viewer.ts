// Who the caller is: the account and user an API key acts for.
import { builder } from "./builder";

interface ViewerShape {
  accountId: string;
  accountName: string;
  apiKeyId: string;
  userId: string;
  userName: string;
  operator: boolean;
}

const Viewer = builder.objectRef<ViewerShape>("Viewer").implement({
  description: "Who is calling: the API key's account and user",
  fields: (t) => ({
    accountId: t.exposeString("accountId", { description: "The caller's account" }),
    accountName: t.exposeString("accountName", { description: "That account's name" }),
    apiKeyId: t.exposeString("apiKeyId", { description: "The API key the request carries" }),
    userId: t.exposeString("userId", { description: "The user the key acts as" }),
    userName: t.exposeString("userName", { description: "That user's name" }),
    operator: t.exposeBoolean("operator", { description: "Whether the key is an operator's (sees and writes what customers cannot)" }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.field({
    description: "Who is calling: the API key's account and user",
    type: Viewer,
    resolve: async (_root, _args, ctx) => {
      const account = await ctx.db.account.findUniqueOrThrow({ where: { id: ctx.actor.accountId } });
      return { ...ctx.actor, accountName: account.name };
    },
  }),
}));
