/**
 * Statements PGlite keeps prepared (QueryOptions.prepare), in the PGlite thread. PGlite's own
 * query() parses, describes and plans its statement on every call, in six exchanges with the
 * WebAssembly backend: traced at the opening, a purchase spent 1.8 of its 4.6 ms there. Here a
 * statement is parsed and described once, under a name; each call is then one exchange (Bind,
 * Execute, Sync), and PostgreSQL may keep its plan. Notifications are heard as in query().
 */
import { parse, protocol, type PGlite, type Transaction } from '@electric-sql/pglite';

/** More statement texts than this are run unprepared: prepare is meant for fixed texts. */
const MAX_PREPARED = 100;

/** A message from the backend (pg-protocol's shapes, as PGlite parses them). */
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row description, given to the result parser with each call's rows. */
  rowDescription: BackendMessage | null;
}

export interface PreparedStatements {
  /** Runs `sql` as a prepared statement, in open transaction `tx` or on its own; null when it is not to be prepared. */
  query(sql: string, params: unknown[], tx: Transaction | null): Promise<{ rows: unknown[]; rowCount: number } | null>;
}

export function preparedStatements(pglite: PGlite): PreparedStatements {
  const statements = new Map<string, Prepared>();

  /** Sends `messages` (ending with Sync) in one exchange; throws the database's error, as query() does. */
  const exchange = async (messages: Uint8Array[]): Promise<BackendMessage[]> => {
    const { messages: answers } = await pglite.execProtocol(concat(messages), { syncToFs: false, throwOnError: false });
    const failed = answers.find((message) => message.name === 'error');
    if (failed) throw failed;
    return answers;
  };

  const prepare = async (sql: string): Promise<Prepared> => {
    const name = `p${statements.size + 1}`;
    const answers = await exchange([
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const description = answers.find((message) => message.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const statement = {
      name,
      paramTypes: description?.dataTypeIDs ?? [],
      rowDescription: answers.find((message) => message.name === 'rowDescription') ?? null,
    };
    statements.set(sql, statement);
    return statement;
  };

  const run = async (sql: string, params: unknown[], inTransaction: boolean) => {
    const statement = statements.get(sql) ?? (await prepare(sql));
    // Each parameter as query() sends it: the serializer of the type the statement gave it, else its text.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = pglite.serializers[statement.paramTypes[i]];
      return serialize ? serialize(value) : String(value);
    });
    const answers = await exchange([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]);
    // Outside a transaction the statement committed: PGlite's files as after its own query().
    if (!inTransaction) await pglite.syncToFs();
    const [result] = parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...answers] : answers, pglite.parsers);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };

  return {
    query(sql, params, tx) {
      if (!statements.has(sql) && statements.size >= MAX_PREPARED) return Promise.resolve(null);
      // The same turns as query(): a transaction's statements take the query lock only (the
      // transaction holds the other); a lone one waits for any open transaction to end.
      if (tx) return pglite.runExclusive(() => run(sql, params, true));
      return pglite._runExclusiveTransaction(() => pglite.runExclusive(() => run(sql, params, false)));
    },
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
