import { api, type ApiAnswer, type ApiQuery } from 'shared';

export type LogPage = ApiAnswer<'/admins/system_log', 'get'>;
export type LogQuery = ApiQuery<'/admins/system_log', 'get'>;

export const logsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSystemLog: build.query<LogPage, LogQuery>({
      query: (params) => ({ url: '/admins/system_log', params }),
      providesTags: ['Log'],
    }),
    getAccessLog: build.query<LogPage, LogQuery>({
      query: (params) => ({ url: '/admins/access_log', params }),
      providesTags: ['Log'],
    }),
  }),
});
