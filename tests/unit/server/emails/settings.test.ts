// The email settings: where emails go (SMTP_URL), who sends them (MAIL_FROM), the worker's pace.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../../server/config';

describe('email settings', () => {
  it('without SMTP_URL emails go to the log; the sender is named after the public host', () => {
    expect(parseConfig({}).email).toEqual({
      smtpUrl: undefined,
      from: 'Glamour <orders@localhost>',
      pollMs: 5000,
      leaseMs: 120_000,
      retryBaseMs: 30_000,
    });
    expect(parseConfig({ GLAMOUR_PUBLIC_URL: 'https://shop.example' }).email.from).toBe(
      'Glamour <orders@shop.example>',
    );
  });

  it('takes an smtp or smtps URL and a sender', () => {
    const { email } = parseConfig({
      SMTP_URL: 'smtps://mailer:secret@mail.example:465',
      MAIL_FROM: 'Glamour Orders <orders@glamour.example>',
      GLAMOUR_EMAIL_RETRY_MS: '10',
    });
    expect(email.smtpUrl).toBe('smtps://mailer:secret@mail.example:465');
    expect(email.from).toBe('Glamour Orders <orders@glamour.example>');
    expect(email.retryBaseMs).toBe(10);
  });

  it('refuses another kind of URL with a message naming the setting', () => {
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      /SMTP_URL: must be an smtp/,
    );
  });
});
