import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

export const systemParametersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSystemParameters: build.query<ApiAnswer<'/admins/system_parameter', 'get'>, ApiQuery<'/admins/system_parameter', 'get'>>({
      query: (params) => ({ url: '/admins/system_parameter', params }),
      providesTags: ['SystemParameter'],
    }),
    updateSystemParameter: build.mutation<unknown, ApiBody<'/admins/system_parameter/{PARAMETER_CD}', 'put'> & { PARAMETER_CD: string }>({
      query: ({ PARAMETER_CD, ...body }) => ({ url: `/admins/system_parameter/${encodeURIComponent(PARAMETER_CD)}`, method: 'PUT', body }),
      invalidatesTags: ['SystemParameter', 'WebFilter', 'WebItem', 'Cancellable'],
    }),
  }),
});
