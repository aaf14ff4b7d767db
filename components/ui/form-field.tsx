"use client";

import * as React from "react";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

export type FormFieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

type ControlElementProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
};

export type FormFieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  required?: boolean;
  id?: string;
  children: React.ReactElement<ControlElementProps> | ((props: FormFieldControlProps) => React.ReactNode);
};

export function FormField({ label, hint, error, required, id, children, className, ...props }: FormFieldProps) {
  const autoId = React.useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";

  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(" ") || undefined;
  const controlProps: FormFieldControlProps = {
    id: controlId,
    "aria-describedby": describedBy,
    "aria-invalid": hasError ? true : undefined,
    "aria-required": required ? true : undefined,
  };

  let control: React.ReactNode;
  if (typeof children === "function") {
    control = children(controlProps);
  } else {
    const own = children.props;
    const mergedDescribedBy = [own["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined;
    control = React.cloneElement(children, {
      id: own.id ?? controlId,
      "aria-describedby": mergedDescribedBy,
      "aria-invalid": own["aria-invalid"] ?? controlProps["aria-invalid"],
      "aria-required": own["aria-required"] ?? controlProps["aria-required"],
    });
  }
  const labelFor = typeof children === "function" ? controlId : (children.props.id ?? controlId);

  return (
    <div data-slot="form-field" className={cn("grid gap-1.5", className)} {...props}>
      <Label htmlFor={labelFor}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {control}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
