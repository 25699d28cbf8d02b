import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { smtpTransport } from './smtp-transport';

/** Just enough of an SMTP server to take one message and keep what it was told. */
function fakeSmtpServer(): { server: Server; received: string[] } {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
          } else received.push(line);
          continue;
        }
        received.push(line);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP delivery', () => {
  it('hands the message to the configured server, from MAIL_FROM', async () => {
    const { server, received } = fakeSmtpServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const transport = smtpTransport({ from: 'DCIC <no-reply@dcic.example>', url: `smtp://127.0.0.1:${port}` });
    try {
      await transport.send({ channel: 'email', to: 'lily@dcic.example', subject: 'Your code', text: 'Your code is 123456.' });
    } finally {
      await transport.close?.();
      server.close();
    }
    expect(received).toEqual(
      expect.arrayContaining(['MAIL FROM:<no-reply@dcic.example>', 'RCPT TO:<lily@dcic.example>', 'Subject: Your code']),
    );
    expect(received.join('\n')).toContain('Your code is 123456.');
  });
});
