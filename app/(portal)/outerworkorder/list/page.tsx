import { redirect } from "next/navigation";

export default function OuterWorkOrderListPage() {
  redirect("/processing/order");
}
