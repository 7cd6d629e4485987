import { plural } from '@shared/plural';
import { capLength } from '@shared/text';
import type { Database } from '@server/db/client';
import { createContactInbox, type InboxRow } from '@server/features/contact';

export type MessagesCommand =
  { action: 'list'; unreadOnly: boolean } | { action: 'read' | 'delete'; id: string };

/** Longest first line shown in the list. */
const FIRST_LINE_MAX = 72;

/**
 * What a sender typed is shown on the operator's terminal, so nothing of it may act on that
 * terminal: control characters (an escape sequence could rewrite the screen or the title) and
 * bidirectional overrides (which could make text read otherwise) are shown as `\u{…}` instead.
 * The server refuses control characters already; this holds whatever the database has.
 */
const UNPRINTABLE = /(?![\t\n])\p{Cc}|\p{Bidi_Control}/gu;
const visible = (char: string) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;

/** Safe to print, keeping line breaks and tabs (a whole message). */
export const printable = (text: string): string =>
  text.replace(/\r\n?/g, '\n').replace(UNPRINTABLE, visible);

/** Safe to print on one line. */
const oneLine = (text: string): string => printable(text).replace(/[\n\t]+/g, ' ');

/** `2026-11-25 10:00 UTC`: the operator's clocks may differ, the record does not. */
const when = (date: Date, seconds = false) =>
  `${date
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ')} UTC`;

function firstLine(message: string): string {
  const [first = ''] = message.split(/\r\n?|\n/);
  const more = first.length < message.trimEnd().length;
  const line = oneLine(first);
  if (line.length > FIRST_LINE_MAX) return `${capLength(line, FIRST_LINE_MAX - 1)}…`;
  return more ? `${line} …` : line;
}

const sender = ({ message }: InboxRow) => `${oneLine(message.name)} <${oneLine(message.email)}>`;
/** Every message is sent signed in; none left means the account was deleted since. */
const account = ({ accountEmail }: InboxRow) =>
  accountEmail ? `account ${oneLine(accountEmail)}` : 'account deleted';

/** One line per message: time, read or not, sender, account, first line, id. */
export const listLine = (row: InboxRow): string =>
  [
    when(row.message.createdAt),
    row.message.readAt ? 'read  ' : 'UNREAD',
    sender(row),
    `(${account(row)})`,
    `“${firstLine(row.message.message)}”`,
    row.message.id,
  ].join('  ');

/** A message whole, with its headers. */
export function messageText(row: InboxRow): string {
  const { message } = row;
  return [
    `From:    ${sender(row)}`,
    `Account: ${row.accountEmail ? oneLine(row.accountEmail) : 'deleted since'}`,
    `Sent:    ${when(message.createdAt, true)}`,
    `Read:    ${message.readAt ? `before, first on ${when(message.readAt, true)}` : 'now, for the first time'}`,
    `Id:      ${message.id}`,
    '',
    printable(message.message),
  ].join('\n');
}

/** `npm run cli -- messages …`: the Contact Us messages, listed, read (and marked read), deleted. */
export async function contactMessages(
  db: Database,
  command: MessagesCommand,
  io: { out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  const inbox = createContactInbox(db);
  switch (command.action) {
    case 'list': {
      const rows = await inbox.list(command.unreadOnly);
      if (rows.length === 0) {
        io.out(command.unreadOnly ? 'No unread messages.' : 'No messages.');
        return 0;
      }
      const unread = rows.filter((row) => !row.message.readAt).length;
      io.out(
        command.unreadOnly
          ? `${plural(unread, 'unread message', 'unread messages')}, newest first:`
          : `${plural(rows.length, 'message', 'messages')} (${unread} unread), newest first:`,
      );
      for (const row of rows) io.out(listLine(row));
      io.out('Read one with: npm run cli -- messages --read <id>');
      return 0;
    }
    case 'read': {
      const row = await inbox.read(command.id);
      if (!row) {
        io.err(`No message has the id ${oneLine(command.id)}.`);
        return 1;
      }
      io.out(messageText(row));
      return 0;
    }
    case 'delete': {
      if (!(await inbox.delete(command.id))) {
        io.err(`No message has the id ${oneLine(command.id)}.`);
        return 1;
      }
      io.out(`Deleted message ${command.id}.`);
      return 0;
    }
  }
}
