import net from 'node:net';

export type TSmtpMode = 'ok' | 'hold' | 'refuse';

export interface TFakeSmtp {
  url: string;
  /** ok: a plain SMTP dialogue; hold: accepts and stays silent; refuse: 421 and hang up. */
  setMode(mode: TSmtpMode): void;
  /** Connections that arrived while holding and are still waiting for a greeting. */
  heldConnections(): number;
  /** Recipients of every message accepted so far. */
  delivered: string[][];
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on node:net for the outbox tests: enough of the protocol for nodemailer
 * (greeting, EHLO, MAIL, RCPT, DATA, QUIT), plus the two ways a mail server hurts: never
 * answering and refusing. Held connections are greeted when the mode returns to ok.
 */
export async function startFakeSmtp(): Promise<TFakeSmtp> {
  let mode: TSmtpMode = 'ok';
  const held = new Set<net.Socket>();
  const sockets = new Set<net.Socket>();
  const delivered: string[][] = [];

  const converse = (socket: net.Socket) => {
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          delivered.push(recipients);
          recipients = [];
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (verb === 'RCPT') {
          recipients.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      held.delete(socket);
    });
    socket.on('error', () => socket.destroy());
    if (mode === 'refuse') {
      socket.end('421 fake-smtp Service not available, closing channel\r\n');
    } else if (mode === 'hold') {
      held.add(socket);
    } else {
      converse(socket);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    heldConnections: () => held.size,
    setMode(next) {
      mode = next;
      if (next !== 'hold') {
        for (const socket of held) {
          held.delete(socket);
          converse(socket);
        }
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
