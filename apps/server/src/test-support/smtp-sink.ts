import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A real SMTP server on loopback that keeps every mail it receives. With `hold`, each mail's
 * data is read and then waits for `hold` to resolve before the server accepts it (and keeps it):
 * a slow mail server, for as long as a test wants.
 */
export async function smtpSink({ hold }: { hold?: (mail: ReceivedMail) => Promise<void> } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString("utf8"),
        };
        const accept = () => {
          received.push(mail);
          done();
        };
        if (hold === undefined) accept();
        else hold(mail).then(accept, (error: Error) => done(error));
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(done)),
  };
}

/** The value of a header in a received mail's data (the first, unfolded), or undefined. */
export function mailHeader(mail: ReceivedMail | undefined, name: string): string | undefined {
  const head = mail?.data.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** A single-part mail's text, decoded from its transfer encoding. */
export function mailBody(mail: ReceivedMail | undefined): string {
  const data = mail?.data ?? "";
  const body = data.slice(data.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, "");
  const encoding = mailHeader(mail, "Content-Transfer-Encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
