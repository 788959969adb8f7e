import { api } from 'shared';
import type { SettingBranch, SettingResponse } from './types';

const settingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetting: build.query<SettingResponse, void>({
      query: () => '/users/setting',
      providesTags: ['Setting'],
    }),
    saveSetting: build.mutation<SettingResponse, SettingBranch[]>({
      query: (branches) => ({
        url: '/users/setting',
        method: 'POST',
        body: { branches: branches.map(({ branch_number, sell_margin_rate, purchase_approval }) => ({ branch_number, sell_margin_rate, purchase_approval })) },
      }),
      // Purchasing applies these (docs/requirements.md, Part 3 "Purchasing rules"): the lots' sell_price
      // (WebItem) and GET /users/web's purchase_approval_required / sell_margin_rate (WebFilter).
      invalidatesTags: ['Setting', 'WebItem', 'WebFilter'],
    }),
  }),
});

export const { useGetSettingQuery, useSaveSettingMutation } = settingApi;
