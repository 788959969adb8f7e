import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { BackgroundQueue } from '../../http/background-queue';
import { areaDeps, type AreaDeps } from '../../http/area-deps';
import type { OpenStreams } from './session/open-streams';

/** What the auth route functions run on; built once by index.ts. */
export interface AuthDeps extends AreaDeps {
  config: AppConfig;
  /** Sign-out and a password reset close the account's open streams. */
  openStreams: OpenStreams;
  /** The reset mail is sent after the answer. */
  background: BackgroundQueue;
}

export const authDeps = (app: FastifyInstance): AuthDeps => ({
  ...areaDeps(app),
  config: app.config,
  openStreams: app.openStreams,
  background: app.background,
});
