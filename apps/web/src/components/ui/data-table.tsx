import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface DataColumn {
  label: ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/** The cells' padding, for rows written by the table's user. */
export const cellClass = "px-4 py-2";
export const numericCellClass = "px-4 py-2 text-right tabular-nums";

/**
 * The admin pages' tables: a bordered card that scrolls sideways on a narrow screen, a header row
 * of column names, and the rows the caller gives (a `<th scope="row">` first in each).
 */
export function DataTable({ columns, children }: { columns: DataColumn[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column, index) => (
              <th
                // The columns are fixed for a table's life; their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                scope="col"
                className={cn("px-4 py-2 font-medium", column.numeric && "text-right")}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
