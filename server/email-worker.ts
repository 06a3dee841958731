/**
 * The email worker: every process runs one. It claims the outbox's due emails one at a time
 * (backend/store/outbox.ts; on PostgreSQL `FOR UPDATE SKIP LOCKED`, so two workers never take one
 * email at once), renders the order's email (src/emails), sends it over SMTP with nodemailer, and
 * marks it sent at once; a failed send is due again later, the wait doubling each time. Without
 * SMTP_URL the email is written to the log instead.
 *
 * A claim is a lease: it moves the email's next try to the lease's end, so a worker that dies
 * holding it (before sending, or during) lets another send it once the lease ends. A live worker
 * keeps its lease while it sends (renewed every third of it): nodemailer's timeouts end a server
 * that goes quiet, but one that answers each step slowly can make a send outlast any lease, and
 * another worker would then send the email too. The one window left: a worker that dies after the SMTP server accepted the email and before
 * it is marked sent (one round trip to the database, asked again for about 1.5 s if the database
 * fails it) leaves it to be sent again, so delivery is at least once. The resend carries the same Message-ID (made from the outbox id), by which mail
 * systems and readers recognise the copy. docs/server.md, "Order emails".
 */
import nodemailer from 'nodemailer';
import type { Clock } from '@backend/clock';
import type { OrdersRepository } from '@backend/store/orders';
import type { OutboxEmail, OutboxRepository } from '@backend/store/outbox';
import { isGuestEmail } from '@/domain/email';
import { orderEmailInput } from '@/emails/from-order';
import { renderOrderEmail } from '@/emails/render';

export interface EmailWorkerSettings {
  /** smtp:// or smtps://; undefined: emails are written to the log. */
  smtpUrl: string | undefined;
  from: string;
  /** The shop's public origin: the emails link to the order there. */
  publicUrl: string;
  /** How often it looks for due emails when nothing wakes it. */
  pollMs: number;
  /** How long a claim holds an email. */
  leaseMs: number;
  /** The wait after the first failed send; it doubles with each further failure. */
  retryBaseMs: number;
}

export interface EmailWorkerDeps {
  outbox: OutboxRepository;
  orders: Pick<OrdersRepository, 'get'>;
  clock: Pick<Clock, 'now'>;
}

export interface EmailWorker {
  /** Sends every email due now, one after another: how many were sent. */
  drain(): Promise<number>;
  /** Looks at once (a new email was queued), or once the current round ends. */
  wake(): void;
  /** Ends the rounds; resolves when the one running (if any) is over. */
  stop(): Promise<void>;
}

/** After this many failed tries an email is given up (its last error kept). */
export const MAX_ATTEMPTS = 10;
/** How often, and after how long a wait (times the try), a sent email's record is asked for. */
const MARK_SENT_TRIES = 4;
const MARK_SENT_WAIT_MS = 250;
/** Why a guest's order emails are not sent (the outbox's last error). */
export const GUEST_NOT_SENT = 'not sent: a guest account has no address that receives mail';
const MAX_RETRY_MS = 3_600_000;

/** The wait before the next try after `attempts` tries failed. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The Message-ID of an outbox email: the same on every try, so a resend is recognisable. */
export function messageIdOf(email: Pick<OutboxEmail, 'id' | 'kind'>, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'glamour.localhost';
  const local = `${email.kind}.${email.id}`.replace(/[^A-Za-z0-9._-]/g, '.');
  return `<${local}@${domain}>`;
}

interface Message {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/** Sends a message: SMTP when configured, the log otherwise. */
function mailer(settings: EmailWorkerSettings, log: (message: string) => void) {
  if (!settings.smtpUrl) {
    return {
      send: async (message: Message) => {
        log(
          `email (no SMTP_URL set, so not sent) ${message.messageId} to ${message.to}: ${message.subject}\n${message.text}`,
        );
      },
      close: () => undefined,
    };
  }
  // Each step of a send gives up well within the lease (see the module's note).
  const step = Math.max(1000, Math.floor(settings.leaseMs / 4));
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: step,
    greetingTimeout: step,
    socketTimeout: step,
  });
  return {
    send: async (message: Message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

export function startEmailWorker(
  deps: EmailWorkerDeps,
  settings: EmailWorkerSettings,
  log: { info(message: string): void; error(message: string): void } = {
    info: (m) => console.info(`[glamour] ${m}`),
    error: (m) => console.error(`[glamour] ${m}`),
  },
): EmailWorker {
  const transport = mailer(settings, log.info);
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Records a sent email, asking the database again after a moment when it fails (a dropped
   * connection, a failover): an email sent but not recorded is sent again when its lease ends.
   */
  async function markSent(email: OutboxEmail): Promise<boolean> {
    for (let tries = 1; ; tries += 1) {
      try {
        return await deps.outbox.markSent(email.id, email.attempts, deps.clock.now());
      } catch (error) {
        if (tries >= MARK_SENT_TRIES || stopped) throw error;
        log.error(`email ${email.id} sent but not recorded yet, asking again: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, MARK_SENT_WAIT_MS * tries));
      }
    }
  }

  /**
   * Runs `send` with the email's lease renewed every third of it until the send is over; resolves
   * once the last renewal has landed too, so none lands after the email is marked sent or failed
   * (it would make a given-up email due again, or cut a retry's wait short).
   */
  async function whileLeased(email: OutboxEmail, send: () => Promise<void>): Promise<void> {
    let renewals: Promise<void> = Promise.resolve();
    const renew = setInterval(
      () => {
        renewals = renewals.then(async () => {
          const until = new Date(deps.clock.now().getTime() + settings.leaseMs);
          try {
            if (!(await deps.outbox.extendLease(email.id, email.attempts, until)))
              log.error(`email ${email.id} was claimed again while being sent`);
          } catch (error) {
            log.error(`email ${email.id}: its lease could not be renewed: ${String(error)}`);
          }
        });
      },
      Math.max(50, Math.floor(settings.leaseMs / 3)),
    );
    try {
      await send();
    } finally {
      clearInterval(renew);
      await renewals;
    }
  }

  async function deliver(email: OutboxEmail): Promise<boolean> {
    try {
      const found = await deps.orders.get(email.userId, email.orderId);
      if (!found.ok) {
        // The order is gone (its guest account was removed): nobody to tell.
        await deps.outbox.markFailed(email.id, email.attempts, found.message, null);
        return false;
      }
      const order = found.value;
      if (isGuestEmail(order.userEmail)) {
        // A guest's address is made up, in a domain that never receives mail (RFC 2606): sending
        // would only bounce, or be refused and retried for hours. Given up at once, and said why.
        await deps.outbox.markFailed(email.id, email.attempts, GUEST_NOT_SENT, null);
        return false;
      }
      const rendered = renderOrderEmail(
        orderEmailInput(order, email.kind, email.seq, settings.publicUrl),
      );
      await whileLeased(email, () =>
        transport.send({
          from: settings.from,
          to: order.userEmail,
          ...rendered,
          messageId: messageIdOf(email, settings.from),
          headers: { 'X-Glamour-Email': email.id },
        }),
      );
    } catch (error) {
      const last = email.attempts >= MAX_ATTEMPTS;
      const retryAt = last
        ? null
        : new Date(deps.clock.now().getTime() + retryDelay(email.attempts, settings.retryBaseMs));
      log.error(
        `email ${email.id} (${email.kind}) not sent, try ${email.attempts}: ${String(error)}; ${retryAt ? `next try at ${retryAt.toISOString()}` : 'given up'}`,
      );
      await deps.outbox
        .markFailed(email.id, email.attempts, String(error).slice(0, 1000), retryAt)
        .catch(() => undefined);
      return false;
    }
    const marked = await markSent(email);
    if (!marked)
      log.error(`email ${email.id} was sent after its lease ended: another worker may send it too`);
    return true;
  }

  async function round(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const [email] = await deps.outbox.claim(deps.clock.now(), 1, settings.leaseMs);
      if (!email) break;
      if (await deliver(email)) sent += 1;
    }
    return sent;
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void drain(), ms);
    timer.unref?.();
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        log.error(`email worker: ${String(error)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(settings.pollMs);
      });
    return running;
  }

  schedule(0);
  return {
    drain,
    wake: () => {
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
