// The account's users in GraphQL: the ids `assignees` take, and the role each acts with (an admin sets it).
import { builder } from "./builder";
import { enumOf, inputOf } from "./zodInputs";
import { present } from "./inputHelpers";
import { ROLES } from "../domain/auth/permissions";
import { getAccountUser, listAccountUsers, updateUserRole, type AccountUser } from "../domain/accounts/users";
import { UpdateUserRoleInput } from "../domain/accounts/inputs";

const UserRoleEnum = enumOf("UserRole", ROLES, "What a user may do (docs/roles-and-four-eyes.md); each role has every permission of the ones before it");

const AccountUserRef = builder.objectRef<AccountUser>("AccountUser").implement({
  description: "A user of the caller's account; its id is what an application's assignees take",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    email: t.exposeString("email", { description: "The user's e-mail address" }),
    name: t.exposeString("name", { description: "The user's full name" }),
    role: t.field({
      type: UserRoleEnum,
      nullable: true,
      description: "The role the user acts with; null: unrestricted, as the spec's keys",
      resolve: (u) => u.role,
    }),
  }),
});

const RoleInput = inputOf("UserRoleInput", UpdateUserRoleInput, "The role a user acts with");

builder.queryFields((t) => ({
  users: t.field({
    type: [AccountUserRef],
    description: "The caller's account users, oldest first",
    resolve: (_r, _a, ctx) => listAccountUsers(ctx.db, ctx.actor),
  }),
  user: t.field({
    type: AccountUserRef,
    description: "One user of the caller's account",
    args: { id: t.arg.id({ required: true, description: "The user's id" }) },
    resolve: (_r, args, ctx) => getAccountUser(ctx.db, ctx.actor, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  updateUserRole: t.field({
    permission: "admin",
    type: AccountUserRef,
    description: "Sets the role a user acts with; every key acting as the user is held to it from its next request",
    args: { id: t.arg.id({ required: true, description: "The user's id" }), input: t.arg({ type: RoleInput, required: true, description: "The new role" }) },
    resolve: (_r, args, ctx) => updateUserRole(ctx.db, ctx.actor, String(args.id), present(args.input)),
  }),
}));
