import type { Page } from "@playwright/test";
import { expect, type Person } from "./fixtures";
import { type Language, startingWith, webTexts } from "./texts";

/** A chat's conversation, whoever the other party is. */
export const conversation = (page: Page, language: Language = "en") =>
  page.getByRole("region", { name: startingWith(webTexts[language].chats.chat.conversationLabel("")) });

/** The chat's message field. */
export const messageField = (page: Page, language: Language = "en") =>
  page.getByRole("textbox", { name: webTexts[language].chats.composer.label, exact: true });

/** Opens a chat and waits for its conversation to show. */
export async function openChatAbout(person: Pick<Person, "page">, chatId: string, language: Language = "en") {
  await person.page.goto(`/app/chat/${chatId}`);
  await expect(conversation(person.page, language)).toBeVisible();
}
