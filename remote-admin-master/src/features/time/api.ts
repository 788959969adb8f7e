import { api, type ApiAnswer, type ApiBody } from 'shared';

export const timeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebTime: build.query<ApiAnswer<'/admins/time', 'get'>, void>({
      query: () => '/admins/time',
      providesTags: ['Time'],
    }),
    updateWebTime: build.mutation<ApiAnswer<'/admins/time', 'put'>, ApiBody<'/admins/time', 'put'>>({
      query: (body) => ({ url: '/admins/time', method: 'PUT', body }),
      invalidatesTags: ['Time', 'WebFilter'],
    }),
  }),
});
