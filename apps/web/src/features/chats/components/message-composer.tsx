import { MESSAGE_MAX_LENGTH } from "@kierto/shared";
import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";

/** The counter shows once this few characters are left. */
const COUNTER_FROM_REMAINING = 200;
/** The field grows with its text up to about six lines, then scrolls. */
const MAX_FIELD_HEIGHT_PX = 160;

/**
 * docs/product-rules.md#chats-and-messages Message: the text is trimmed and empty or whitespace-only text is not sent; at most
 * 2,000 characters. Enter sends, Shift+Enter starts a new line.
 */
export function MessageComposer({ disabled, onSend }: { disabled: boolean; onSend(content: string): void }) {
  const m = useMessages().chats.composer;
  const [text, setText] = useState("");
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const counterId = useId();
  const content = text.trim();
  const remaining = MESSAGE_MAX_LENGTH - content.length;
  const canSend = !disabled && content.length > 0 && remaining >= 0;

  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.style.height = "auto";
    field.style.height = `${Math.min(field.scrollHeight, MAX_FIELD_HEIGHT_PX)}px`;
  });

  const send = () => {
    if (!canSend) return;
    onSend(content);
    setText("");
    fieldRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Japanese, Chinese...).
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="border-t border-stone-200 bg-white px-3 py-3 sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={`${hintId}-field`} className="sr-only">
          {m.label}
        </label>
        <textarea
          ref={fieldRef}
          id={`${hintId}-field`}
          rows={1}
          value={text}
          disabled={disabled}
          placeholder={disabled ? m.closed : m.placeholder}
          aria-describedby={remaining <= COUNTER_FROM_REMAINING ? `${hintId} ${counterId}` : hintId}
          aria-invalid={remaining < 0 ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(
            "block max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-stone-300 bg-stone-50 px-4 py-2.5 text-base leading-6 text-stone-900",
            "placeholder:text-stone-500 focus:border-brand-700 focus:bg-white disabled:cursor-not-allowed disabled:bg-stone-100",
            "aria-[invalid=true]:border-red-700",
          )}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={m.send}
          title={m.send}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-500"
        >
          <SendHorizontal aria-hidden className="size-5" />
        </button>
      </div>
      <div className="mt-1 flex justify-between gap-3 px-1 text-xs text-stone-500">
        <p id={hintId} className={cn("hidden sm:block", disabled && "invisible")}>
          {m.hint}
        </p>
        {remaining <= COUNTER_FROM_REMAINING && (
          <p
            id={counterId}
            aria-live="polite"
            className={cn("ml-auto tabular-nums", remaining < 0 ? "font-semibold text-red-700" : "text-stone-600")}
          >
            {m.remaining(remaining)}
          </p>
        )}
      </div>
    </form>
  );
}
