import { MEASUREMENTS } from "@kierto/shared";
import { useMessages } from "@/i18n";
import { formatDate, formatRelative } from "@/lib/format";
import type { ProductDetail } from "../../api/get-product";

/** Every attribute the seller gave (docs/product-rules.md#listings product), in one scannable list. */
export function ProductAttributes({ product }: { product: ProductDetail }) {
  const m = useMessages();
  const a = m.listings.product.attributes;
  const o = m.options;
  const rows: [string, string | null][] = [
    [a.category, o.category[product.category]],
    [a.subcategory, product.subcategory && o.subcategory[product.subcategory]],
    [a.size, o.size(product.size)],
    [a.condition, product.condition && o.condition[product.condition]],
    [a.brand, product.brand],
    [a.color, product.color && o.color[product.color]],
    [a.season, product.season && o.season[product.season]],
    [a.style, product.style && o.style[product.style]],
    [a.fabric, product.fabric && o.fabric[product.fabric]],
    [a.gender, product.gender && o.gender[product.gender]],
    ...MEASUREMENTS.map((name): [string, string | null] => {
      const cm = product.measurements[name];
      return [a[name], cm === null ? null : a.centimetres(cm)];
    }),
    [a.city, product.city],
    [a.deliveryMethod, o.deliveryMethod[product.deliveryMethod]],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2.5 text-sm">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      <div className="contents">
        <dt className="text-stone-600">{a.posted}</dt>
        <dd className="font-medium text-stone-900">
          <time dateTime={product.createdAt} title={formatDate(product.createdAt, { dateStyle: "long" })}>
            {formatRelative(product.createdAt)}
          </time>
        </dd>
      </div>
    </dl>
  );
}
