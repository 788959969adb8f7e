/** The password policy's answers (passwords/password-rules.ts), for every place that sets a password. */
export const passwordMessages = {
  passwordLength: 'パスワードは8文字以上128文字以内で入力してください。',
  passwordLetterDigit: 'パスワードには英字と数字をそれぞれ1文字以上含めてください。',
  passwordSameAsLoginId: 'ログインIDと同じパスワードは使用できません。',
};
