import { httpMessages } from '../areas/system/messages';

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** What an integrator's program reads: a stable `code` and, where one field is at fault, its path. */
export interface ApiErrorInfo {
  /** snake_case, stable across releases (e.g. `out_of_stock`, `required`). */
  code: string;
  /** The request field at fault, as the request names it (`items[0].KUCHI_SU`, `querystring.page`). */
  field?: string;
  /** The general sentence; by default the one of the status (`generalMessage`). */
  message?: string;
}

/** The general sentence (spec §8's second toast) of each error status. */
export function generalMessage(status: number): string {
  switch (status) {
    case 403:
      return httpMessages.forbidden;
    case 404:
      return httpMessages.notFound;
    case 409:
      return httpMessages.refused;
    case 413:
      return httpMessages.tooLarge;
    case 415:
      return httpMessages.unsupportedMedia;
    case 429:
      return httpMessages.tooManyRequests;
    case 503:
      return httpMessages.databaseUnavailable;
    default:
      return httpMessages.badRequest;
  }
}

/**
 * Every error the API answers has the shape { detail, message, code, field? } (docs/requirements.md, design rule D6 "API
 * conventions", spec §8): both texts are Japanese because the client shows both as toasts —
 * `detail` says which field or thing and what is wrong, `message` is the general sentence.
 * `code` and `field` are for programs and never shown. Throw it anywhere below a route; the
 * error handler turns it into the answer.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly field: string | undefined;
  constructor(
    readonly statusCode: ApiErrorStatus,
    readonly detail: string,
    info: ApiErrorInfo,
  ) {
    // A 401 is not toasted: the client opens its session modal, which reads message (spec §8).
    super(info.message ?? (statusCode === 401 ? detail : generalMessage(statusCode)));
    this.code = info.code;
    this.field = info.field;
  }

  /** The answer's body. */
  toBody(): { detail: string; message: string; code: string; field?: string } {
    return { detail: this.detail, message: this.message, code: this.code, ...(this.field === undefined ? {} : { field: this.field }) };
  }
}
