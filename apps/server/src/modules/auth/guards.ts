import { hasStaffRole, MSG } from '@campito/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from './session.service';

export const isStaff = (user: Pick<SessionUser, 'roles'> | null | undefined): boolean =>
  !!user && hasStaffRole(user.roles);

export const NEED_LOGIN = 'Necesitás iniciar sesión.';

/** preHandler: 401 without a session. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.status(401).send({ error: NEED_LOGIN });
}

/** preHandler: 401 without a session, 403 without role admin or superAdmin. */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.status(401).send({ error: NEED_LOGIN });
  if (!isStaff(request.user)) return reply.status(403).send({ error: MSG.noAccess });
}

/** A person may read and edit their own account; staff may read and edit any. */
const canAccessUser = (actor: SessionUser | null | undefined, userId: string): boolean =>
  !!actor && (actor.id === userId || isStaff(actor));

/** preHandler for /users/:id routes: 401 without a session, 403 for someone else's account. */
export async function requireSelfOrStaff(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.status(401).send({ error: NEED_LOGIN });
  const { id } = request.params as { id?: string };
  if (!id || !canAccessUser(request.user, id)) return reply.status(403).send({ error: MSG.noAccess });
}
