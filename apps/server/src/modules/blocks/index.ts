/**
 * Who blocked whom, as queries: the one thing about blocks that chats, offers and moderation all
 * ask. Kept apart from moderation (which blocks and unblocks), so the modules that only ask
 * import nothing of moderation's decisions and the sales they touch.
 */
export { areBlocked, eitherBlocked, hasBlocked } from "./block-queries";
