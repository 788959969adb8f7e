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
      // Purchasing does not price by these today (docs/ARCHITECTURE.md "Purchasing rules"); the
      // listing is refreshed anyway so that it never shows a branch setting older than /setting.
      invalidatesTags: ['Setting', 'WebItem'],
    }),
  }),
});

export const { useGetSettingQuery, useSaveSettingMutation } = settingApi;
