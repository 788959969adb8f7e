import type { paths } from './generated/api-contract';

/**
 * Typed views of the generated contract, so a client type is one line that names its
 * endpoint: `type AdminLinkPage = ApiAnswer<'/admins/link', 'get'>`. Never retype a server row.
 */
type Prefixed<P extends string> = `/api/v1${P}`;
type ApiPath = keyof paths extends `/api/v1${infer P}` ? P : never;
type Method = 'get' | 'post' | 'put' | 'delete';
export type ApiMethod = Method;
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[Prefixed<P>][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Responses<P extends ApiPath, M extends Method> = Operation<P, M> extends { responses: infer R } ? R : never;

/** The JSON a successful call answers (status 200). */
export type ApiAnswer<P extends ApiPath, M extends Method> = JsonOf<Responses<P, M>[200 & keyof Responses<P, M>]>;

/** The JSON body a call takes. */
export type ApiBody<P extends ApiPath, M extends Method> = Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

/** The query parameters a call takes. */
export type ApiQuery<P extends ApiPath, M extends Method> = Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** One row of a paginated list answer. */
export type ApiRow<P extends ApiPath, M extends Method = 'get'> = ApiAnswer<P, M> extends { datas: (infer R)[] } ? R : never;

export type { ApiPath };
