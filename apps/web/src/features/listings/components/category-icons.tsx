import type { Category } from "@kierto/shared";
import { Footprints, Handbag, Jacket, type LucideIcon, type LucideProps, Shirt } from "lucide-react";

/** Drawn in the same 24 px, 2 px stroke style as the icon set, which has no dress or trousers. */
function StrokeIcon({ children, ...props }: LucideProps) {
  return (
    <svg
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

function DressIcon(props: LucideProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 2v3M15 2v3M9 5h6l1 5H8l1-5Z" />
      <path d="M8 10 4 21h16l-4-11" />
    </StrokeIcon>
  );
}

function TrousersIcon(props: LucideProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 2h12l1 20h-5l-2-12-2 12H5L6 2Z" />
      <path d="M6 6h12" />
    </StrokeIcon>
  );
}

export const categoryIcons: Record<Category, LucideIcon | typeof DressIcon> = {
  Tops: Shirt,
  Bottoms: TrousersIcon,
  Dresses: DressIcon,
  Outerwear: Jacket,
  Shoes: Footprints,
  Accessories: Handbag,
};
