import { api, type ApiAnswer, type ApiBody, type ApiQuery } from 'shared';

type Branch = { BAISAN_CD: string; BAISAN_EDA: string };
const branchPath = ({ BAISAN_CD, BAISAN_EDA }: Branch) => `${encodeURIComponent(BAISAN_CD)}/${encodeURIComponent(BAISAN_EDA)}`;

export const purchasersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchasers: build.query<ApiAnswer<'/admins/purchaser', 'get'>, ApiQuery<'/admins/purchaser', 'get'>>({
      query: (params) => ({ url: '/admins/purchaser', params }),
      providesTags: ['Purchaser'],
    }),
    createPurchaser: build.mutation<unknown, ApiBody<'/admins/purchaser', 'post'>>({
      query: (body) => ({ url: '/admins/purchaser', method: 'POST', body }),
      invalidatesTags: ['Purchaser'],
    }),
    updatePurchaser: build.mutation<unknown, ApiBody<'/admins/purchaser/{BAISAN_CD}/{BAISAN_EDA}', 'put'> & { branch: Branch }>({
      query: ({ branch, ...body }) => ({ url: `/admins/purchaser/${branchPath(branch)}`, method: 'PUT', body }),
      invalidatesTags: ['Purchaser'],
    }),
    issuePassword: build.mutation<unknown, { branch: Branch; password: string }>({
      query: ({ branch, password }) => ({ url: `/admins/purchaser/password/${branchPath(branch)}`, method: 'POST', body: { password } }),
      invalidatesTags: ['Purchaser'],
    }),
    deletePurchaser: build.mutation<unknown, Branch>({
      query: (branch) => ({ url: `/admins/purchaser/delete/${branchPath(branch)}`, method: 'DELETE' }),
      invalidatesTags: ['Purchaser'],
    }),
  }),
});
