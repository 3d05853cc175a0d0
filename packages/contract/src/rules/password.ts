/** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
export const PASSWORD_MAX_LENGTH = 128;

export const isStrongPassword = (password: string): boolean => STRONG_PASSWORD.test(password);
