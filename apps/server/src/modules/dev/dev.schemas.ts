import { z } from "@hono/zod-openapi";

export const mailSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
    links: z.array(z.string()),
    createdAt: z.iso.datetime(),
  })
  .openapi("OutboxMail");

export const mailboxSchema = z.array(mailSchema);

export const pushOutboxSchema = z.array(
  z
    .object({
      userId: z.string(),
      endpoint: z.string(),
      title: z.string(),
      body: z.string(),
      url: z.string(),
      tag: z.string(),
      createdAt: z.iso.datetime(),
    })
    .openapi("OutboxPush"),
);
