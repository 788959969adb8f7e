import { Type, type Static } from 'typebox';
import { Nullable, Strict } from '../../../http/contract';

const Code = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * POST /admins/products/upload-image: register the photos just PUT to their signed URLs, for a
 * product (`shohin_cd`) or a receiving (`niuke_dempyo_no` + `niuke_no`).
 */
export const UploadImageBody = Strict({
  shohin_cd: Type.Optional(Code),
  niuke_dempyo_no: Type.Optional(Code),
  niuke_no: Type.Optional(Code),
  image1: Type.Boolean(),
  image2: Type.Boolean(),
});
export type UploadImageBody = Static<typeof UploadImageBody>;

/** DELETE /admins/products/image: one photo of a product or a receiving. */
export const DeleteImageBody = Strict({
  shohin_cd: Type.Optional(Code),
  niuke_dempyo_no: Type.Optional(Code),
  niuke_no: Type.Optional(Code),
  photo_no: Type.Union([Type.Literal(1), Type.Literal(2)]),
});
export type DeleteImageBody = Static<typeof DeleteImageBody>;

/** The answer: the message and the target's photos now (signed GET URLs). */
export const PhotoAnswer = Strict({ message: Type.String(), image1: Nullable(Type.String()), image2: Nullable(Type.String()) });
