import { redirect } from "next/navigation";

/** The IT queue's menu entry: IT works the queue on the fault report page itself. */
export default function ItReportQueuePage() {
  redirect("/manage/itblockentrance");
}
