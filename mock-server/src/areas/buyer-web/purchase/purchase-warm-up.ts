import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/types';
import { LOT_SELLS_SQL } from '../../../domain/lot-sale';
import { buyWebLines } from './purchase-repository';
import { BUY_ENDPOINT } from './purchase-service';

/** Purchases run at start: about as many as PGlite needed before one took its usual time. */
const WARM_UP_PURCHASES = 120;

/** Thrown to roll the warm-up back: nothing it bought is kept. */
class WarmUpDone extends Error {}

/**
 * PGlite: a process starts with PostgreSQL's WebAssembly unoptimised. Measured on the
 * opening's market, its first purchase took about 200 ms and the next hundred 5–25 ms each,
 * against 2.4 ms once V8 had optimised them; a server started (or restarted) at the opening
 * queued every buyer's statement behind them. So before it listens, the server runs the purchase
 * statement (the Idempotency-Key's claim, the stock, the sale line, its notifications) on lots that
 * can be bought, inside one transaction it then rolls back: no stock, sale, key or notification
 * is kept (only sale ids are skipped, as a refused purchase skips them). Answers how many ran.
 */
export async function warmUpPurchases(db: Db, now: Date): Promise<number> {
  const { rows } = await db.query<{ lot: number; branch: number; account: number }>(
    `SELECT w.id AS lot, a.branch_id AS branch, a.id AS account
       FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
       CROSS JOIN (SELECT a.id, a.branch_id FROM accounts a JOIN branches b ON b.id = a.branch_id
                    WHERE NOT b.purchase_approval ORDER BY a.id LIMIT 1) a
      WHERE w.remaining_quantity >= 1 AND w.max_quantity >= 1 AND ${LOT_SELLS_SQL} AND r.stock_su >= 1
      ORDER BY w.id LIMIT $1`,
    [WARM_UP_PURCHASES],
  );
  if (rows.length === 0) return 0;
  await db
    .transaction(async (tx) => {
      for (const { lot, branch, account } of rows) {
        const key = randomUUID();
        await buyWebLines(
          tx,
          {
            branchId: branch,
            lines: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }],
            now,
            transactionUuid: randomUUID(),
            idempotency: { account_id: account, key, endpoint: BUY_ENDPOINT, request_hash: key, response: {} },
          },
          false,
        );
      }
      throw new WarmUpDone();
    })
    .catch((err: unknown) => {
      if (!(err instanceof WarmUpDone)) throw err;
    });
  return rows.length;
}
