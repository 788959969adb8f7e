import { api, type PhotoResponse } from 'shared';

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
