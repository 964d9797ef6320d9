/** Every cached piece of the transactions feature lives under "transactions". */
export const transactionKeys = {
  all: ["transactions"] as const,
  completed: () => ["transactions", "completed"] as const,
  chatSales: () => ["transactions", "chat-sale"] as const,
  chatSale: (chatId: string) => ["transactions", "chat-sale", chatId] as const,
  sale: (saleId: string) => ["transactions", "sale", saleId] as const,
};
