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
    accountId: t.exposeString("accountId"),
    accountName: t.exposeString("accountName"),
    apiKeyId: t.exposeString("apiKeyId"),
    userId: t.exposeString("userId"),
    userName: t.exposeString("userName"),
    operator: t.exposeBoolean("operator"),
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
