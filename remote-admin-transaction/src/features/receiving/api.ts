import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

export type ReceivingChange = ApiBody<'/admins/receiving', 'put'>;
export type ImportRequest = ApiBody<'/admins/receiving/import', 'post'>;
export type ImportAnswer = ApiAnswer<'/admins/receiving/import', 'post'>;

export const receivingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminReceivings: build.query<ApiAnswer<'/admins/receiving', 'get'>, ApiQuery<'/admins/receiving', 'get'>>({
      query: (params) => ({ url: '/admins/receiving', params }),
      providesTags: ['AdminReceiving'],
    }),
    getReceivingOptions: build.query<ApiAnswer<'/admins/receiving/option', 'get'>, void>({
      query: () => ({ url: '/admins/receiving/option' }),
      providesTags: ['AdminReceiving'],
    }),
    updateReceiving: build.mutation<ApiAnswer<'/admins/receiving', 'put'>, ReceivingChange>({
      query: (body) => ({ url: '/admins/receiving', method: 'PUT', body }),
      invalidatesTags: ['AdminReceiving', 'AdminNegotiation'],
    }),
    deleteReceiving: build.mutation<unknown, ApiBody<'/admins/receiving/delete', 'delete'>>({
      query: (body) => ({ url: '/admins/receiving/delete', method: 'DELETE', body }),
      invalidatesTags: ['AdminReceiving'],
    }),
    importReceivings: build.mutation<ImportAnswer, ImportRequest>({
      query: (body) => ({ url: '/admins/receiving/import', method: 'POST', body }),
      // A preview changes nothing; an import adds receivings.
      invalidatesTags: (_result, _error, body) => (body.dry_run ? [] : ['AdminReceiving']),
    }),
  }),
});
