/** @jsxRuntime automatic @jsxImportSource react */
// The server runs from source under tsx too, which reads no tsconfig of this package: the pragma says how JSX compiles.
import type { Language, NotificationGroup } from "@kierto/shared";
import { Text } from "@react-email/components";
import { FooterLink, renderLetter } from "./layout";
import type { Mail } from "./mailer";
import { type NotificationMailParams, notificationMailTexts } from "./notification-texts";
import { mailTexts } from "./texts";

export interface NotificationMailInput {
  to: string;
  language: Language;
  group: NotificationGroup;
  params: NotificationMailParams;
  /** Where the button leads: the chat, the sale, the listing. */
  openUrl: string;
  /** The one-click address (RFC 8058); absent for mail that cannot be turned off. */
  unsubscribeUrl?: string;
  preferencesUrl: string;
}

/**
 * A notification by mail, in the recipient's language, as HTML with a plain-text part. Mail a
 * person can turn off carries List-Unsubscribe with its one-click POST (RFC 8058), which mail
 * clients offer as an "unsubscribe" button.
 */
export async function notificationMail(input: NotificationMailInput): Promise<Mail> {
  const t = notificationMailTexts[input.language];
  const group = t.groups[input.group];
  const subject = group.subject(input.params);
  const groupName = t.groupName[input.group];
  const letter = await renderLetter({
    language: input.language,
    subject,
    preview: group.body(input.params),
    greeting: mailTexts[input.language].greeting(),
    paragraphs: [group.body(input.params)],
    action: { label: t.open, url: input.openUrl },
    signature: mailTexts[input.language].signature,
    footer: (
      <>
        <Text>{t.whyThisMail(groupName)}</Text>
        <Text>
          {input.unsubscribeUrl ? (
            <>
              <FooterLink href={input.unsubscribeUrl}>{t.unsubscribe}</FooterLink>
              {" · "}
            </>
          ) : null}
          <FooterLink href={input.preferencesUrl}>{t.preferences}</FooterLink>
        </Text>
      </>
    ),
  });
  const headers: Record<string, string> = input.unsubscribeUrl
    ? { "List-Unsubscribe": `<${input.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : {};
  return { to: input.to, subject, text: letter.text, html: letter.html, headers };
}
