"use client";

/** A file input dressed as a button: the chosen file goes to `onPick`, and the input clears for the next pick. */
export function FileButton({ id, icon, label, accept, maxBytes, invalid, testId, onPick }: {
  id?: string;
  icon: React.ReactNode;
  label: string;
  accept: string;
  maxBytes: number;
  invalid?: boolean;
  testId?: string;
  onPick: (file: File) => void;
}) {
  return (
    <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-1.5 text-sm hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
      {icon}
      {label}
      <input
        id={id}
        type="file"
        className="sr-only"
        accept={accept}
        aria-invalid={invalid || undefined}
        data-max-bytes={maxBytes}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onPick(file);
        }}
      />
    </label>
  );
}
