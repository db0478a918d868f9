// The account's users in GraphQL: the ids `assignees` take.
import { builder } from "./builder";
import { listAccountUsers, type AccountUser } from "../domain/accounts/users";

const AccountUserRef = builder.objectRef<AccountUser>("AccountUser").implement({
  description: "A user of the caller's account; its id is what an application's assignees take",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    email: t.exposeString("email", { description: "The user's e-mail address" }),
    name: t.exposeString("name", { description: "The user's full name" }),
  }),
});

builder.queryFields((t) => ({
  users: t.field({ type: [AccountUserRef], description: "The caller's account users, oldest first", resolve: (_r, _a, ctx) => listAccountUsers(ctx.db, ctx.actor) }),
}));
