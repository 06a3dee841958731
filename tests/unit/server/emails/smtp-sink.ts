/**
 * A real SMTP server for the email tests (smtp-server, in this process, on a free port), keeping
 * every message it accepts as mailparser reads it. It can refuse the next messages with 451 (a
 * server's "try again later"), hold the next one unanswered (to end a sender in mid-send), and
 * answer each step of a send slowly (a tarpit: never quiet for long, slow in all).
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../pg-cluster';

export interface Received {
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The outbox row the worker named in its header. */
  outboxId: string;
}

export interface SmtpSink {
  url: string;
  received: Received[];
  /** Messages answered 451 so far. */
  refused: number;
  /** The next `n` messages are answered 451. */
  refuseNext(n: number): void;
  /** The next message is read and left unanswered; resolves when it has arrived. */
  holdNext(): Promise<void>;
  /** Each MAIL FROM, RCPT TO and message is answered `ms` late (0: at once). */
  slowReplies(ms: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let toRefuse = 0;
  let hold: (() => void) | undefined;
  let replyMs = 0;
  const late = (answer: () => void) => (replyMs > 0 ? setTimeout(answer, replyMs) : answer());
  const sink: SmtpSink = {
    url: '',
    received: [],
    refused: 0,
    refuseNext(n) {
      toRefuse = n;
    },
    holdNext() {
      return new Promise<void>((resolve) => {
        hold = resolve;
      });
    },
    slowReplies(ms) {
      replyMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on the loopback: no certificate to trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      late(() => callback());
    },
    onRcptTo(_address, _session, callback) {
      late(() => callback());
    },
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        if (hold) {
          const arrived = hold;
          hold = undefined;
          arrived();
          return; // never answered: the sender is left waiting
        }
        if (toRefuse > 0) {
          toRefuse -= 1;
          sink.refused += 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const header = mail.headers.get('x-glamour-email');
        sink.received.push({
          messageId: mail.messageId ?? '',
          to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
          subject: mail.subject ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          text: mail.text ?? '',
          outboxId: typeof header === 'string' ? header : '',
        });
        late(() => callback());
      }, callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
