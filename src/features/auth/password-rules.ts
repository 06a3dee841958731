/** The spec's password length (§5), shown as a hint and checked on submit. */
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 8;
