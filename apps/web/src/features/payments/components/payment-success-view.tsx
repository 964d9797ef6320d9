import { PAYMENT_SUCCESS_WAIT_MS } from "@kierto/shared";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Loader2, PackageCheck } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { type PaymentSession, paymentSessionQuery } from "../api/get-payment-session";
import { CheckoutCard, OrderSummary, SellerSummary } from "./checkout-parts";

/**
 * docs/product-rules.md#payments Payment success: after the 3 s wait of #limits the page looks up the sale this payment
 * session paid for (only its buyer gets it) and shows 'Payment Successful!' with the order, or
 * the generic 'Order Confirmed' card when it cannot. Reaching this page never marks anything
 * paid: the provider's confirmation does that on the server.
 */
export function PaymentSuccessView({
  sessionId,
  signedIn,
  actions,
}: {
  sessionId: string;
  signedIn: boolean;
  /** 'View My Purchases' (signed-in only: to the sale just paid for, when it was found) and 'Continue Shopping'. */
  actions: (saleId: string | null) => ReactNode;
}) {
  const m = useMessages();
  const t = m.payments.success;
  const waited = useElapsed(PAYMENT_SUCCESS_WAIT_MS);
  const session = useQuery({ ...paymentSessionQuery(sessionId), enabled: waited && signedIn });
  const looking = !waited || (signedIn && session.isPending);
  usePageTitle(looking ? m.pages.paymentSuccess.title : t.title);
  // A parcel is sent to the buyer's pickup point; anything else, or a sale not found, is a hand-over.
  const steps = session.data?.transaction.deliveryMethod === "shipping" ? t.shippedSteps : t.steps;

  if (looking) {
    return (
      <div role="status" className="mx-auto flex max-w-xl flex-col items-center gap-3 py-20 text-center">
        <Loader2 aria-hidden className="size-10 animate-spin text-brand-700 motion-reduce:animate-none" />
        <p className="text-lg font-medium text-stone-800">{t.waiting}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <header className="flex flex-col items-center text-center">
        <span className="mb-3 flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CircleCheck aria-hidden className="size-9" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-stone-700">{t.subtitle}</p>
      </header>

      {session.data ? <PaidOrder transaction={session.data.transaction} /> : <OrderConfirmed />}

      <CheckoutCard id="whats-next" title={t.whatsNext}>
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-medium text-stone-900">{step.title}</span>
                <span className="block text-sm text-stone-700">{step.body}</span>
              </span>
            </li>
          ))}
        </ol>
      </CheckoutCard>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        {actions(session.data?.transaction.id ?? null)}
      </div>

      <p className="text-center text-xs text-stone-600">
        {t.sessionId}: <span className="font-mono break-all">{sessionId}</span>
      </p>
    </div>
  );
}

function PaidOrder({ transaction }: { transaction: PaymentSession["transaction"] }) {
  const m = useMessages();
  const t = m.payments.success;
  const { product, seller } = transaction;
  return (
    <CheckoutCard id="paid-order" title={t.orderSummary}>
      <OrderSummary
        product={{
          ...product,
          // A bundle is named by its first item and how many more it holds.
          title: m.transactions.itemsTitle(product.title, transaction.itemCount),
          imageUrl: product.cover?.cardUrl ?? null,
        }}
      />
      <div className="mt-4 border-t border-stone-200 pt-4">
        <p className="mb-2 text-sm font-medium text-stone-700">{t.seller}</p>
        <SellerSummary seller={seller} />
      </div>
      <dl className="mt-4 flex justify-between gap-4 border-t border-stone-200 pt-4 font-bold text-stone-900">
        <dt>{t.paid}</dt>
        <dd className="text-right">
          {formatPrice(transaction.amountCents + (transaction.postageCents ?? 0))}
          {transaction.postageCents !== null && (
            <span className="block text-xs font-normal text-stone-600">
              {t.postageIncluded(formatPrice(transaction.postageCents))}
            </span>
          )}
          <span className="block text-xs font-normal text-stone-600">
            {t.serviceFeeIncluded(formatPrice(transaction.commissionCents))}
          </span>
        </dd>
      </dl>
      {transaction.state === "reserved" && (
        <p role="status" className="mt-3 text-sm text-stone-700">
          {t.processing}
        </p>
      )}
    </CheckoutCard>
  );
}

function OrderConfirmed() {
  const t = useMessages().payments.success;
  return (
    <section className="flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-5">
      <PackageCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div>
        <h2 className="font-semibold text-stone-900">{t.orderConfirmed}</h2>
        <p className="text-sm text-stone-700">{t.orderConfirmedBody}</p>
      </div>
    </section>
  );
}

/** True once `ms` have passed since the page opened. */
function useElapsed(ms: number) {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
