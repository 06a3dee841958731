/**
 * The shop's look for email: the theme's tokens (tailwind.config.ts) as plain values, since a mail
 * client reads inline styles only, never the site's stylesheet. A unit test keeps them equal to the
 * theme's.
 */
export const EMAIL_COLOURS = {
  brand50: '#faf5ff',
  brand700: '#7e22ce',
  brand800: '#6b21a8',
  neutral0: '#ffffff',
  neutral50: '#fafafa',
  neutral100: '#f4f4f5',
  neutral200: '#e4e4e7',
  neutral600: '#52525b',
  neutral700: '#3f3f46',
  neutral900: '#18181b',
  success700: '#15803d',
} as const;

/** Inter where the reader has it (the site's font cannot be loaded in most mail clients). */
export const EMAIL_FONT = "Inter, 'Inter Variable', Arial, 'Liberation Sans', sans-serif";

/** The width of the message's column, in px: what mail clients show without scrolling. */
export const EMAIL_WIDTH = 600;
