/**
 * Every error the API answers has the shape { detail, message } (DESIGN.md "API conventions"):
 * detail says which field or thing and why, message is the Japanese sentence a user reads.
 * Throw it anywhere below a route; the error handler turns it into the answer.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    readonly detail: string,
    message: string,
  ) {
    super(message);
  }
}
