/** The calls of spec §7 "Auth" that the shell makes, plus the important-news read. */
import { api, type SignInResponse } from 'shared';
import { deviceTokenOf, keepDeviceToken, lastDeviceToken } from './device-tokens';

interface SignInArgs {
  id: string;
  password: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A wrong password answers 401 without a token: the page says so itself (no toasts).
    // The device token of this login id goes with it, and the answer's is kept (device-tokens.ts).
    signIn: build.mutation<SignInResponse, SignInArgs>({
      query: (body) => {
        const device_token = deviceTokenOf(body.id);
        return { url: '/users/signin', method: 'POST', body: device_token ? { ...body, device_token } : body };
      },
      extraOptions: { silent: [400, 401] },
      async onQueryStarted({ id }, { queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer?.data.device_token) keepDeviceToken(id, answer.data.device_token);
      },
    }),
    signOut: build.mutation<unknown, void>({
      query: () => ({ url: '/users/signout', method: 'POST' }),
      extraOptions: { silent: true },
    }),
    resetPassword: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: '/users/reset-password', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ url: '/users/email/verify', method: 'POST', body }),
    }),
    // With the device token, wrong current passwords count on this browser's budget (as at sign-in).
    changePassword: build.mutation<unknown, { password: string; token: string; current_password?: string }>({
      query: (body) => {
        const device_token = body.current_password === undefined ? undefined : lastDeviceToken();
        return { url: '/users/change-password', method: 'POST', body: device_token ? { ...body, device_token } : body };
      },
    }),
    /** 次回変更する: the server stops offering the prompt until the next 3 months. */
    extendPassword: build.mutation<unknown, void>({
      query: () => ({ url: '/users/extends_password', method: 'POST', body: {} }),
    }),
  }),
});

export const { useSignInMutation, useSignOutMutation, useResetPasswordMutation, useVerifyEmailMutation, useChangePasswordMutation, useExtendPasswordMutation } =
  authApi;
