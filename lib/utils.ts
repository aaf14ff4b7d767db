import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
