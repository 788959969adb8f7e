/** Japanese texts of the notification centre's answers. */
export const notificationMessages = {
  marked: '既読にしました。',
  idsOrAll: '既読にするお知らせ（ids）か、すべて（all）のどちらか一方を指定してください。',
} as const;
