import { api } from 'shared';
import type { SettingBranch } from './types';

export interface SettingResponse {
  branches: SettingBranch[];
}

export const settingApi = api.injectEndpoints({
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
      // Approval and margin change how purchases go, so the purchase pages read them again.
      invalidatesTags: ['Setting', 'WebItem'],
    }),
  }),
});

export const { useGetSettingQuery, useSaveSettingMutation } = settingApi;
