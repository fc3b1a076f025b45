// Users in the admin. Roles are the keys to the panel, so: only a superAdmin changes roles or creates
// staff, only a superAdmin touches another staff account, and nobody locks themselves out.
import {
  ADMIN_MSG,
  AppError,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  hasStaffRole,
  ROLES,
  type Role,
} from '@campito/core';
import { users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { assertPasswordNotCommon, hashPassword } from '../users/password';
import type { ResourceDef, Row, WriteContext } from './resource';

const isSuperAdmin = (ctx: WriteContext) => ctx.actor.roles.includes('superAdmin');

async function prepareCreate(data: Row, ctx: WriteContext): Promise<Row> {
  const roles = data.roles as Role[];
  if (hasStaffRole(roles) && !isSuperAdmin(ctx)) {
    throw new AppError(403, ADMIN_MSG.onlySuperAdminRoles, { roles: ADMIN_MSG.onlySuperAdminRoles });
  }
  const email = data.email as string;
  const [taken] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new AppError(400, ADMIN_MSG.emailTaken, { email: ADMIN_MSG.emailTaken });
  assertPasswordNotCommon(data.password as string, 'password');
  return { name: data.name, email, roles, passwordHash: await hashPassword(data.password as string) };
}

async function prepareUpdate(changes: Row, before: Row, ctx: WriteContext): Promise<Row> {
  if (Object.keys(changes).length === 0) return changes;
  const superAdmin = isSuperAdmin(ctx);
  if (changes.roles !== undefined && !superAdmin) {
    throw new AppError(403, ADMIN_MSG.onlySuperAdminRoles, { roles: ADMIN_MSG.onlySuperAdminRoles });
  }
  // Another staff account only by a superAdmin: the users service's one rule for every door.
  ctx.services.users.assertMayEdit(ctx.actor, { id: before.id as string, roles: before.roles as Role[] });
  if (before.id === ctx.actor.id) {
    const dropsSuper =
      changes.roles !== undefined &&
      (before.roles as Role[]).includes('superAdmin') &&
      !(changes.roles as Role[]).includes('superAdmin');
    if (changes.isDelete === true || dropsSuper) {
      const field = changes.isDelete === true ? 'isDelete' : 'roles';
      throw new AppError(400, ADMIN_MSG.notYourself, { [field]: ADMIN_MSG.notYourself });
    }
  }
  if (changes.isDelete === true) {
    // A disabled account is refused at once anyway (sessions check isDelete); drop its sessions too.
    const id = before.id as string;
    ctx.afterCommit(() => ctx.services.sessions.destroyAllFor(id));
  }
  return changes;
}

/** What the admin sees of a user: never the password hash or the sign-in provider's subject. */
function toRecord(row: Row): Row {
  const { passwordHash, oidcIssuer, oidcSubject, ...rest } = row;
  return { ...rest, hasPassword: passwordHash != null, google: oidcSubject != null };
}

export const usersResource: ResourceDef = {
  name: 'users',
  table: users,
  id: users.id,
  sort: { name: users.name, email: users.email, createdAt: users.createdAt, isDelete: users.isDelete },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    name: { kind: 'contains', column: users.name },
    email: { kind: 'contains', column: users.email },
    roles: { kind: 'arrayHas', column: users.roles, values: ROLES },
    isDelete: { kind: 'bool', column: users.isDelete },
  },
  search: [users.name, users.email],
  toRecord,
  redact: ['passwordHash', 'oidcSubject'],
  create: { schema: adminUserCreateSchema, prepare: prepareCreate },
  update: { schema: adminUserUpdateSchema, prepare: prepareUpdate },
  remove: { mode: 'soft', set: { isDelete: true } },
};
