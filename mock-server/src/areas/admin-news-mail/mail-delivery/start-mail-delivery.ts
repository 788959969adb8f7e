import type { FastifyInstance } from 'fastify';
import { loadMailDeliverySettings } from './delivery-settings';
import { createMailDeliveryWorker, type MailDeliveryWorker } from './delivery-worker';

/**
 * Starts the bulk mail scheduler of this server process (called by main.ts before listen;
 * tests start workers themselves). It stops — finishing the message in progress — when the
 * app closes. Several processes on one PostgreSQL may each run one.
 */
export function startMailDelivery(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): MailDeliveryWorker {
  const worker = createMailDeliveryWorker({
    db: app.db,
    mailer: app.mailer,
    clock: app.clock,
    settings: loadMailDeliverySettings(env),
    log: (message, err) => (err ? app.log.warn({ err }, message) : app.log.info(message)),
  });
  app.addHook('onClose', async () => worker.stop());
  worker.start();
  app.log.info(`bulk mail delivery started (${worker.id}, to ${app.mailer.target})`);
  return worker;
}
