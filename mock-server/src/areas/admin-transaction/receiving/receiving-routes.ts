import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../http/actor';
import { bearerRoute } from '../../../http/route-options';
import { MessageAnswer, typed } from '../../../http/contract';
import type { AdminTransactionDeps } from '../deps';
import { adminTransactionMessages as msg } from '../messages';
import { tags } from '../common-schemas';
import { AdminReceiving, ReceivingChange, ReceivingKey, ReceivingOptions, ReceivingPage, ReceivingQuery } from './receiving-schemas';
import { changeReceiving, listReceivingOptions, listReceivingPage, removeReceiving } from './receiving-service';

/** /admins/receiving: the day's lots, their stock, web listing and photos. */
export function receivingRoutes(app: FastifyInstance, deps: AdminTransactionDeps): void {
  const r = typed(app);
  const route = bearerRoute(tags);

  r.get(
    '/admins/receiving',
    route(
      {
        summary: 'Receivings with their web listing, four photo slots and sale lines (SALES)',
        description: 'query matches 荷受伝票番号, 荷受番号, shipper, product, SHOHIN_CD and BIKO; include_suspension_rows=1 adds suspended products and lots.',
        querystring: ReceivingQuery,
      },
      ReceivingPage,
      [400, 401, 403],
    ),
    async (request) => listReceivingPage(deps, request.query),
  );

  r.get('/admins/receiving/option', route({ summary: 'The choices of the receiving filters' }, ReceivingOptions, [401, 403]), async () =>
    listReceivingOptions(deps),
  );

  r.put(
    '/admins/receiving',
    route(
      { summary: 'Change STOCK_SU, BIKO and the web listing of a receiving (lists it for web sale when unlisted)', body: ReceivingChange },
      AdminReceiving,
      [400, 401, 403, 404],
    ),
    async (request) => changeReceiving(deps, actorOf(request), request.body),
  );

  r.delete(
    '/admins/receiving/delete',
    route(
      { summary: 'Delete a receiving and its web lot; 409 while sale lines or negotiations refer to it', body: ReceivingKey },
      MessageAnswer,
      [400, 401, 403, 404, 409],
    ),
    async (request) => {
      await removeReceiving(deps, actorOf(request), request.body);
      return { message: msg.receivingDeleted };
    },
  );
}
