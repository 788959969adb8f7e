import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/auth-hook';

/** Who changes something, and when: what every system log line of this area records. */
export interface Actor {
  operator: string;
  now: Date;
}

export const actorOf = (app: FastifyInstance, request: FastifyRequest): Actor => ({ operator: currentUser(request).loginId, now: app.clock.now() });
