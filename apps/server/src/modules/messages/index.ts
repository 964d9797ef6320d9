export { MESSAGE_RATE_LIMIT, messageRoutes } from "./messages.routes";
export { messagePageSchema, messageSchema } from "./messages.schemas";
export type { LoadedMessage } from "./messages.service";
export { sendMessage, toMessageDto } from "./messages.service";
