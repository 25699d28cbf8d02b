import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingMessage, Transport } from './transport';

export interface OutboxEntry extends OutgoingMessage {
  id: string;
  /** ISO timestamp of when it was written. */
  at: string;
}

export interface OutboxTransport extends Transport {
  /** The newest `limit` messages, newest first; lines that do not parse are skipped. */
  read(limit?: number): Promise<OutboxEntry[]>;
}

/**
 * The developer's stand-in for mail and text messages: each message becomes one JSON line in a file
 * under the data folder, shown at `/dev/outbox`. Only ever used outside production.
 */
export function outboxTransport(file: string, clock: () => Date = () => new Date()): OutboxTransport {
  return {
    async send(message: OutgoingMessage): Promise<void> {
      const entry: OutboxEntry = { id: randomUUID(), at: clock().toISOString(), ...message };
      await mkdir(path.dirname(file), { recursive: true });
      // Codes are secrets even in development: readable by the owner only.
      await appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    },

    async read(limit = 50): Promise<OutboxEntry[]> {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const entries: OutboxEntry[] = [];
      for (const line of text.split('\n').reverse()) {
        if (entries.length >= limit) break;
        if (!line.trim()) continue;
        try {
          entries.push(JSON.parse(line) as OutboxEntry);
        } catch {
          // A line cut short by a crash mid-write; the rest of the file is still good.
        }
      }
      return entries;
    },
  };
}
