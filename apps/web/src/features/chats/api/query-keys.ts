/** Every cached piece of the chats feature lives under "chats", so sign-out clears it together. */
export const chatKeys = {
  all: ["chats"] as const,
  list: () => ["chats", "list"] as const,
  details: () => ["chats", "detail"] as const,
  detail: (chatId: string) => ["chats", "detail", chatId] as const,
  allMessages: () => ["chats", "messages"] as const,
  messages: (chatId: string) => ["chats", "messages", chatId] as const,
};
