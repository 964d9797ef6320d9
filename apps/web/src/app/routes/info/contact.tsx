import { zodResolver } from "@hookform/resolvers/zod";
import { CONTACT_CATEGORIES, CONTACT_LIMITS, type ContactFormValues, contactSchema } from "@kierto/shared";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { type FieldError, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PageHeading } from "@/components/ui/page-heading";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { contactContent } from "@/i18n/content/contact";
import { DisputeShortcut } from "./parts/dispute-shortcut";
import { InfoLink } from "./parts/rich-text";
import { useSimulatedSend } from "./parts/use-simulated-send";

const empty: ContactFormValues = { fullName: "", email: "", category: "", subject: "", message: "" };

/**
 * docs/product-rules.md#information-pages Contact: five required fields. Sending is simulated (#limits: 1 second) and
 * makes no request; afterwards the form is cleared and the confirmation is announced.
 */
export function Component() {
  const m = contactContent;
  const send = useSimulatedSend();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ resolver: zodResolver(contactSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async () => {
    setSent(false);
    await send();
    reset(empty);
    setSent(true);
  });

  /** The catalogue's words for a field's problem: missing, too long, or (email) malformed. */
  const problem = (error: FieldError | undefined, required: string, max?: number) => {
    if (!error) return undefined;
    if (error.type === "too_big" && max) return m.tooLong(max);
    if (error.type === "invalid_format") return m.invalidEmail;
    return required;
  };

  const categories = CONTACT_CATEGORIES.map((value) => ({ value, label: m.categories[value] }));

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={m.title} description={m.description}>
        <p className="mt-2 text-lg text-stone-600">{m.intro}</p>
      </PageHeading>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="rounded-xl border border-stone-200 bg-white p-5 sm:p-8">
          <form onSubmit={onSubmit} noValidate aria-label={m.formLabel} className="space-y-5">
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <Field
                label={m.fullName}
                autoComplete="name"
                required
                maxLength={CONTACT_LIMITS.fullName}
                error={problem(errors.fullName, m.required.fullName, CONTACT_LIMITS.fullName)}
                {...register("fullName")}
              />
              <Field
                label={m.email}
                type="email"
                autoComplete="email"
                required
                maxLength={CONTACT_LIMITS.email}
                hint={m.emailHint}
                error={problem(errors.email, m.required.email, CONTACT_LIMITS.email)}
                {...register("email")}
              />
            </div>
            <SelectField
              label={m.category}
              required
              placeholder={m.categoryPlaceholder}
              options={categories}
              error={problem(errors.category, m.required.category)}
              {...register("category")}
            />
            {watch("category") === "dispute" && <DisputeShortcut />}
            <Field
              label={m.subject}
              required
              maxLength={CONTACT_LIMITS.subject}
              error={problem(errors.subject, m.required.subject, CONTACT_LIMITS.subject)}
              {...register("subject")}
            />
            <TextareaField
              label={m.message}
              required
              rows={7}
              maxLength={CONTACT_LIMITS.message}
              hint={m.messageHint}
              error={problem(errors.message, m.required.message, CONTACT_LIMITS.message)}
              {...register("message")}
            />
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <Button type="submit" size="lg" disabled={isSubmitting} className="sm:w-auto">
                {isSubmitting ? m.sending : m.send}
              </Button>
              <div role="status" className="min-h-6">
                {sent && (
                  <div className="flex items-start gap-2 text-brand-900">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <p>
                      <span className="block font-semibold">{m.sentTitle}</span>
                      <span className="block text-sm text-stone-700">{m.sentBody}</span>
                    </p>
                  </div>
                )}
              </div>
            </div>
          </form>
        </div>

        <aside aria-labelledby="contact-aside" className="space-y-4">
          <h2 id="contact-aside" className="text-lg font-semibold text-stone-900">
            {m.aside.heading}
          </h2>
          <ul className="space-y-4">
            {m.aside.items.map((item) => (
              <li key={item.title} className="rounded-xl border border-stone-200 bg-white p-5">
                <h3 className="font-semibold text-stone-900">{item.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-stone-700">{item.body}</p>
                <p className="mt-2 text-sm">
                  <InfoLink link={item.link} />
                </p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
