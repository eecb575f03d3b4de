import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card";

/** A titled card of a page form; `className` lays out its fields (columns) in the grid. */
export function FormSection({ title, description, className, children }: { title: string; description: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={cn("grid gap-4", className)}>{children}</CardContent>
    </Card>
  );
}
