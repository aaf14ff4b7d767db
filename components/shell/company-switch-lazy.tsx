"use client";

import { lazy, Suspense, type ComponentProps } from "react";

const Switch = lazy(async () => ({ default: (await import("./company-switch")).CompanySwitch }));

/** The company switch, whose code loads only for the few users who have it: the others' pages do not carry it. */
export function CompanySwitch(props: ComponentProps<typeof Switch>) {
  return (
    <Suspense>
      <Switch {...props} />
    </Suspense>
  );
}
