import { createServer, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "./smtp-mailer";

/** A minimal SMTP server speaking just enough of RFC 5321 to accept one mail and record it. */
function startFakeSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let current = { from: "", to: [] as string[], data: "" };
    let inData = false;
    let buffer = "";
    socket.write("220 fake.smtp.test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index = buffer.indexOf("\r\n");
      while (index !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 2.0.0 queued\r\n");
          } else current.data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250-fake.smtp.test\r\n250 8BITMIME\r\n");
        else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10).trim();
          socket.write("250 2.1.0 ok\r\n");
        } else if (/^RCPT TO:/i.test(line)) {
          current.to.push(line.slice(8).trim());
          socket.write("250 2.1.5 ok\r\n");
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) {
          socket.end("221 bye\r\n");
        } else socket.write("250 ok\r\n");
        index = buffer.indexOf("\r\n");
      }
    });
  });
  return new Promise<{ port: number; received: typeof received; close(): void }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ port, received, close: () => server.close() });
    });
  });
}

const smtp = await startFakeSmtp();
afterAll(() => smtp.close());

describe("the SMTP mailer", () => {
  it("delivers a mail through an SMTP server", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, "Kierto <hello@kierto.fi>");
    await mailer.send({ to: "aada@example.test", subject: "Confirm your email for Kierto", text: "Hi Aada" });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toContain("hello@kierto.fi");
    expect(smtp.received[0]?.to[0]).toContain("aada@example.test");
    expect(smtp.received[0]?.data).toContain("Subject: Confirm your email for Kierto");
    expect(smtp.received[0]?.data).toContain("Hi Aada");
  });
});
