import type { FastifyRequest } from 'fastify';
import { currentUser } from './current-user';

/** Who changes what, and when: every service that writes takes it, for its system log line. */
export interface Actor {
  operator: string;
  at: Date;
}

/** The signed-in caller of `request` as the actor of a change, at the app clock's now. */
export const actorOf = (request: FastifyRequest): Actor => ({ operator: currentUser(request).loginId, at: request.server.clock.now() });
