/** The notification centre of the header: buyers and administrators alike. */
import { api, type ApiAnswer, type ApiBody } from 'shared';

export type NotificationPage = ApiAnswer<'/users/notifications', 'get'>;
export type NotificationRow = NotificationPage['datas'][number];

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, void>({
      query: () => '/users/notifications?per=20',
      providesTags: ['Notification'],
      // The bell refreshes quietly; a failed read shows in the list, not as a toast.
      extraOptions: { silent: true },
    }),
    markNotificationsRead: build.mutation<ApiAnswer<'/users/notifications/read', 'post'>, ApiBody<'/users/notifications/read', 'post'>>({
      query: (body) => ({ url: '/users/notifications/read', method: 'POST', body }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
