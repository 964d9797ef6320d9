ALTER TABLE "messages" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_unique" ON "messages" USING btree ("chat_id","sender_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_chat_unique" ON "notifications" USING btree ("user_id",("data"->>'chatId')) WHERE type = 'new_message' and not read;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_profile_reminder_unique" ON "notifications" USING btree ("user_id") WHERE type = 'profile_reminder';