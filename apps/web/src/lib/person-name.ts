import { messages } from "@/i18n";

/**
 * A person's name as the app shows it. A deleted account keeps its place in chats, reviews and
 * sales with an empty name (the server stores no text for it); the reader sees 'Deleted user'
 * in their own language.
 */
export function personName(name: string): string {
  return name === "" ? messages.common.deletedUser : name;
}
