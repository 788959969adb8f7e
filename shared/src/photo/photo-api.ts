import { api } from '../api/base-api';
import type { ApiAnswer, ApiBody } from '../api/contract';

type RegisterBody = ApiBody<'/admins/products/upload-image', 'post'>;
type DeleteBody = ApiBody<'/admins/products/image', 'delete'>;
export type PhotoAnswer = ApiAnswer<'/admins/products/upload-image', 'post'>;

/**
 * Photo register and delete (spec §4, §7) for products and receivings alike: the body names
 * `shohin_cd`, or `niuke_dempyo_no` + `niuke_no`. The caller shows its own toasts, so errors
 * are silent here. Both lists that show photos are refreshed.
 */
export const photoApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerPhoto: build.mutation<PhotoAnswer, RegisterBody>({
      query: (body) => ({ url: '/admins/products/upload-image', method: 'POST', body, silent: true }),
      invalidatesTags: ['AdminProduct', 'AdminReceiving'],
    }),
    deletePhoto: build.mutation<PhotoAnswer, DeleteBody>({
      query: (body) => ({ url: '/admins/products/image', method: 'DELETE', body, silent: true }),
      invalidatesTags: ['AdminProduct', 'AdminReceiving'],
    }),
  }),
});

export const { useRegisterPhotoMutation, useDeletePhotoMutation } = photoApi;
