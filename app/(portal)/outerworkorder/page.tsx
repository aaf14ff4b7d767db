import { redirect } from "next/navigation";

/** docs/requirements.md §2: the hidden /outerworkorder group redirects to its list. */
export default function OuterWorkOrderPage() {
  redirect("/processing/order");
}
