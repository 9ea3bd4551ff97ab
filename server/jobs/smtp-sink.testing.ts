import { createServer, type Server, type Socket } from 'node:net';

/** One message an SMTP client delivered to the sink. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers and MIME body. */
  data: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` DATA commands with this reply (e.g. '451 4.3.0 Try again later'). */
  failNext(count: number, reply: string): void;
  close(): Promise<void>;
}

/**
 * Tests only: a tiny SMTP server on 127.0.0.1 speaking just enough of RFC 5321 (EHLO, MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT; no STARTTLS, no AUTH) to receive what nodemailer sends.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const failures: string[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const failure = failures.shift();
          if (failure) reply(failure);
          else {
            received.push({ ...envelope, data });
            reply('250 2.0.0 OK queued');
          }
          envelope = { from: '', to: [] };
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (command === 'HELO') reply('250 sink.test');
        else if (command === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 OK');
        } else if (command === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 2.0.0 OK');
        } else if (command === 'NOOP') reply('250 2.0.0 OK');
        else if (command === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP sink has no port');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    failNext(count, line) {
      for (let i = 0; i < count; i += 1) failures.push(line);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
