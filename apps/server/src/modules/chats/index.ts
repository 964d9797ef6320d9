export { otherPartyOf, requireChatAccess } from "./chat-access";
export { chatRoutes } from "./chats.routes";
export { messageKindSchema, messageParamsSchema } from "./chats.schemas";
export { startChat } from "./chats.service";
