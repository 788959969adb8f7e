import { api } from 'shared';
import type { PhotoResponse } from '../../buyer-types';

export const photoApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** Signed GET URLs that expire: refetched each time the page opens. */
    getWebPhoto: builder.query<PhotoResponse, number>({
      query: (id) => `/users/web/photo?id=${id}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetWebPhotoQuery } = photoApi;
